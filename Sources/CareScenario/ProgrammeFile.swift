import CareModel

/// Reads programme files: the medications and tasks a real study's people followed, in the
/// scenario's own syntax without what a scenario plants (adherence, completion, effects),
/// so that adherence and missed tasks can be judged on imported data (`carelab import
/// programme`).
///
/// ```yaml
/// start: 2026-03-01           # the day schedules start from unless they say otherwise
/// medications:
///   - name: metformin
///     dose: {amount: 500, unit: mg}
///     schedule: {repeat: daily, times: ["08:00", "18:00"]}
/// tasks:
///   - {name: walk, label: exercise, schedule: {repeat: daily, times: ["16:00"]}}
/// ```
///
/// An unknown key, a bad schedule or two entries of one name is rejected with the file,
/// line, column and field.
public enum ProgrammeFile {
    /// A study's medications and tasks.
    public struct Programme: Sendable {
        public var medications: [Medication]
        public var tasks: [(name: String, label: String, schedule: RecurrenceRule)]
    }

    /// The keys of a medication in a programme file.
    private static let medicationKeys = ["name", "alternative_names", "prescriber", "directions", "dose", "schedule"]

    /// Loads the programme file at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> Programme {
        try parse(try YAMLDocument.text(contentsOf: path), file: path)
    }

    /// Parses programme-file text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Programme {
        let top = try YAMLDocument.rootValue(of: text, file: file).mapping(allowedKeys: ["start", "medications", "tasks"])
        let start = try top.required("start").day()
        let medications = try ScenarioReader.uniqueByName(top.optional("medications")?.list() ?? []) {
            (value) throws(ScenarioError) in
            _ = try value.mapping(allowedKeys: medicationKeys)
            return try ScenarioReader.medicationModel(value, symptoms: [], start: start).medication
        } name: { $0.name }
        let tasks = try ScenarioReader.uniqueByName(top.optional("tasks")?.list() ?? []) { (value) throws(ScenarioError) in
            _ = try value.mapping(allowedKeys: ["name", "label", "schedule"])
            return try ScenarioReader.taskModel(value, start: start)
        } name: { $0.name }
        return Programme(medications: medications, tasks: tasks.map { ($0.name, $0.label, $0.schedule) })
    }
}
