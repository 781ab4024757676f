/// AdhereR's rules for cutting a history into treatment episodes
/// (`compute.treatment.episodes()`), with its defaults.
///
/// The medication and dose rules look at ``RefillEvent/medication`` and
/// ``RefillEvent/dailyDose``; a history without them (nil) is one medication at one dose,
/// for which those rules change nothing.
public struct EpisodeRule: Hashable, Sendable {
    /// A gap longer than this ends an episode; the next event starts a new one
    /// (`maximum.permissible.gap`).
    public var permissibleGap: PermissibleGap
    /// Whether the permissible gap is added to the end of an episode that a longer gap ends
    /// (`maximum.permissible.gap.append.to.episode`).
    public var appendsGap: Bool
    /// Whether supply left over at an event is carried into the next event interval
    /// (`carryover.within.obs.window`); AdhereR's CMA per episode turns it off for
    /// CMA1-CMA4 and on for CMA5-CMA9.
    public var carriesOver: Bool
    /// Whether supply is carried over only to an event of the same medication
    /// (`carry.only.for.same.medication`): at a change of medication what is left is dropped.
    public var carriesOnlySameMedication: Bool
    /// Whether supply carried over is rescaled when the daily dose changes
    /// (`consider.dosage.change`): days left times the old dose over the new one.
    public var considersDoseChange: Bool
    /// Whether a change of medication between consecutive events ends an episode
    /// (`medication.change.means.new.treatment.episode`).
    public var medicationChangeStartsEpisode: Bool
    /// Whether a change of daily dose between consecutive events ends an episode
    /// (`dosage.change.means.new.treatment.episode`). AdhereR 0.8.1 documents this option
    /// but compares its column's name instead of the doses, so there it changes nothing;
    /// CareLab does what the option documents.
    public var doseChangeStartsEpisode: Bool

    /// A rule; AdhereR's defaults for `compute.treatment.episodes()` are a 90-day gap, not
    /// appended, with carry-over only for the same medication, dose changes considered, and
    /// a new episode at a change of medication but not of dose.
    public init(
        permissibleGap: PermissibleGap = .days(90), appendsGap: Bool = false, carriesOver: Bool = true,
        carriesOnlySameMedication: Bool = true, considersDoseChange: Bool = true,
        medicationChangeStartsEpisode: Bool = true, doseChangeStartsEpisode: Bool = false
    ) throws(AdherenceError) {
        self.permissibleGap = try permissibleGap.validated()
        self.appendsGap = appendsGap
        self.carriesOver = carriesOver
        self.carriesOnlySameMedication = carriesOnlySameMedication
        self.considersDoseChange = considersDoseChange
        self.medicationChangeStartsEpisode = medicationChangeStartsEpisode
        self.doseChangeStartsEpisode = doseChangeStartsEpisode
    }
}
