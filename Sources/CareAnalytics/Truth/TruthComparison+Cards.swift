import CareModel

extension TruthAnalysis {
    /// The planted favourite view ratio of the wellbeing card kit (seed 002, entries 13-16;
    /// issue 18: "favourites vs use") with its estimate in `report`: the Mantel-Haenszel
    /// rate ratio over views with its person-clustered interval.
    static func cards(_ truth: GroundTruth.CardsTruth, report: CardsReport) -> [TruthComparison.ParameterRecovery] {
        [
            TruthComparison.ParameterRecovery(
                parameter: "favourite_view_ratio", planted: truth.favouriteViewRatio,
                estimate: report.favouriteViewRatio?.estimate, interval: report.favouriteViewRatio?.interval,
                people: report.peopleWithFavourites,
                note: "views of a favourite card per view of another card in the kit at the time (Mantel-Haenszel "
                    + "rate ratio over views, interval clustered by person; people those with a favourite)"),
        ]
    }
}
