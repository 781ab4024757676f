import ArgumentParser
import CareModel

/// The medication and dose of each dispensing, and AdhereR's rules for a change of either
/// in treatment episodes (`compute.treatment.episodes()`), with AdhereR's defaults.
struct EpisodeChangeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The column with each dispensing's medication class.", valueName: "column"))
    var medication: String?

    @Option(help: ArgumentHelp("The column with the daily dose (a number above 0).", valueName: "column"))
    var dose: String?

    @Flag(help: "Keep one episode across a change of medication.")
    var medicationChangeContinuesEpisode = false

    @Flag(help: "Start a new episode at a change of daily dose.")
    var doseChangeStartsEpisode = false

    /// Applies the options to `rule`.
    func apply(to rule: EpisodeRule) -> EpisodeRule {
        var rule = rule
        rule.medicationChangeStartsEpisode = !medicationChangeContinuesEpisode
        rule.doseChangeStartsEpisode = doseChangeStartsEpisode
        return rule
    }
}

/// How supply left over is carried into the next interval across changes of medication
/// and dose (AdhereR's `carry.only.for.same.medication` and `consider.dosage.change`).
struct CarryOverOptions: ParsableArguments {
    @Flag(help: "Do not carry supply left over into the next interval.")
    var noCarryOver = false

    @Flag(help: "Carry supply over to another medication too.")
    var carryAcrossMedications = false

    @Flag(help: "Do not rescale supply carried over when the daily dose changes.")
    var ignoreDoseChanges = false

    /// Applies the options to `rule`.
    func apply(to rule: EpisodeRule) -> EpisodeRule {
        var rule = rule
        rule.carriesOver = !noCarryOver
        rule.carriesOnlySameMedication = !carryAcrossMedications
        rule.considersDoseChange = !ignoreDoseChanges
        return rule
    }
}
