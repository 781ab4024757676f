import Foundation

extension Scenario {
    /// Every setting of the scenario as one text that depends on the settings only: the
    /// same for two scenarios that simulate alike, whatever the files, key order, comments
    /// or process they came from. A time zone is written as its identifier (its description
    /// would carry today's offset), and the entries of a dictionary or set in sorted order
    /// (their order changes from one process to the next). Shards compare its digest to tell that they simulated
    /// the same scenario.
    public var canonicalText: String {
        var text = ""
        Self.write(self, into: &text)
        return text
    }

    /// Settings added after scenarios were first fingerprinted, left out of the text when
    /// unset (nil, or an empty list), so that a scenario that does not use them keeps its
    /// fingerprint.
    private static let addedLater: Set<String> = ["medicalRecord", "forum", "redemption", "notes", "goals", "learningModules", "calendar",
                                                              "reminders", "notifications", "onsetTriggers", "sessionsPerDay",
                                                              "cards", "chat", "games", "audioMessageSeconds", "taskGroups",
                                                              "medicationShare", "videos", "journalEdits", "journalLock",
                                                              "helpfulResources", "unfavouriteChance", "customEditChance",
                                                              "customDeleteChance", "pushNotifications", "babyDevelopment",
                                                              "planted", "helplines", "enrolment"]

    /// Whether `value` is unset: nil, an empty list, or a group of settings (``PlantedFeatures``)
    /// none of which is set.
    private static func isNone(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .struct { return mirror.children.allSatisfy { isNone($0.value) } }
        return (mirror.displayStyle == .optional || mirror.displayStyle == .collection) && mirror.children.isEmpty
    }

    private static func write(_ value: Any, into text: inout String) {
        if let zone = value as? TimeZone {
            text += zone.identifier
            return
        }
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else {
            text += String(describing: value)
            return
        }
        var children = mirror.children.filter { child in
            !(child.label.map(addedLater.contains) ?? false) || !isNone(child.value)
        }.map { child in
            var childText = child.label.map { $0 + ": " } ?? ""
            write(child.value, into: &childText)
            return childText
        }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { children.sort() }
        text += "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
    }
}
