import CareModel

extension TruthAnalysis {
    /// The planted use of the wellbeing card kit (seed 002, entries 8-32) with its estimates
    /// in `report`: the favourite view ratio (entries 13-16; issue 18: "favourites vs use"),
    /// the Mantel-Haenszel rate ratio over views with its person-clustered interval; and each
    /// planted chance, events over the occasions that could have led to them
    /// (``CardsReport/Chance``), with its person-clustered interval. A chance the truth file
    /// does not record (one written before it was) has no row.
    static func cards(_ truth: GroundTruth.CardsTruth, report: CardsReport) -> [TruthComparison.ParameterRecovery] {
        let planted: [CardsReport.Chance.Kind: Double?] = [
            .open: truth.openChance, .note: truth.noteChance, .noteEdit: truth.noteEditChance,
            .customCard: truth.customCardChance, .duplicate: truth.duplicateChance, .unfavourite: truth.unfavouriteChance,
            .customEdit: truth.customEditChance, .customDelete: truth.customDeleteChance,
        ]
        return [
            TruthComparison.ParameterRecovery(
                parameter: "favourite_view_ratio", planted: truth.favouriteViewRatio,
                estimate: report.favouriteViewRatio?.estimate, interval: report.favouriteViewRatio?.interval,
                people: report.peopleWithFavourites,
                note: "views of a favourite card per view of another card in the kit at the time (Mantel-Haenszel "
                    + "rate ratio over views, interval clustered by person; people those with a favourite)"),
        ] + report.chances.compactMap { chance in
            guard let value = planted[chance.kind] ?? nil else { return nil }
            return TruthComparison.ParameterRecovery(
                parameter: chance.kind.rawValue, planted: value, estimate: chance.estimate?.estimate,
                interval: chance.estimate?.interval, people: chance.people,
                note: chance.kind.meaning + " (an opening is a run of card events less than 10 minutes apart), "
                    + "interval clustered by person")
        }
    }
}
