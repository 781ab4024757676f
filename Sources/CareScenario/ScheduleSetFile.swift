import CareModel

/// A versioned set of named schedules for conformance vectors (`carelab rules vectors
/// --schedules FILE`): the medication, task and reminder schedules every person of the
/// vectors' population follows.
///
/// ```yaml
/// version: 1
/// schedules:
///   - name: metformin
///     subject: medication      # medication, task or reminder
///     start: 2026-01-01
///     repeat: daily
///     times: ["08:00", "20:00"]
///   - name: refill
///     subject: reminder
///     start: 2026-01-01
///     repeat: monthly
///     month_days: [31]
///     times: ["09:00"]
/// ```
///
/// Each schedule takes the rule keys of a schedule file (``ScheduleLoader``) without
/// `time_zone`: its occurrences are counted in each person's own time zone.
public struct ScheduleSet: Hashable, Sendable {
    /// What a schedule is for, which decides the results computed from it.
    public enum Subject: String, CaseIterable, Sendable {
        /// Doses are matched against it (adherence per dose and per period).
        case medication
        /// A care task: its occurrences are done or missed (missed tasks in a time frame).
        case task
        /// A reminder: only its occurrences.
        case reminder
    }

    /// One named schedule.
    public struct Entry: Hashable, Sendable {
        /// The medication's, task's or reminder's name, as logged entries name it.
        public var name: String
        /// What the schedule is for.
        public var subject: Subject
        /// When it occurs.
        public var rule: RecurrenceRule

        /// Creates an entry.
        public init(name: String, subject: Subject, rule: RecurrenceRule) {
            self.name = name
            self.subject = subject
            self.rule = rule
        }
    }

    /// The set's version, recorded with every result computed from it.
    public var version: Int
    /// The schedules, in the file's order.
    public var entries: [Entry]

    /// Creates a set.
    public init(version: Int, entries: [Entry]) {
        self.version = version
        self.entries = entries
    }
}

/// Reads schedule-set files; every problem is a ``ScenarioError`` with the file, line and
/// column of the field at fault.
public enum ScheduleSetFile {
    /// Loads the schedule-set file at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> ScheduleSet {
        try parse(try YAMLDocument.text(contentsOf: path), file: path)
    }

    /// Parses schedule-set text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> ScheduleSet {
        let top = try YAMLDocument.rootValue(of: text, file: file).mapping(allowedKeys: ["version", "schedules"])
        let version = try top.required("version").integer(in: 1...Int.max)
        var entries: [ScheduleSet.Entry] = []
        for value in try top.required("schedules").list() {
            let fields = try value.mapping(allowedKeys: ["name", "subject"] + ScheduleLoader.ruleKeys)
            let nameValue = try fields.required("name")
            let name = try nameValue.string()
            if entries.contains(where: { $0.name == name }) {
                throw nameValue.error(.duplicateName(key: "name", name: name))
            }
            entries.append(ScheduleSet.Entry(
                name: name, subject: try fields.required("subject").choice(ScheduleSet.Subject.self),
                rule: try ScheduleLoader.rule(from: fields, at: value, defaultStart: nil)))
        }
        return ScheduleSet(version: version, entries: entries)
    }
}
