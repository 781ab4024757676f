extension ScenarioReader {
    /// `activities: {journal_lock: {enable_share: 0.3, mismatch_chance: 0.1, wrong_entry_chance: 0.08,
    /// disable_chance: 0.02}}` (seed 002, entries 50-56; ``JournalLockModel``): `enable_share`
    /// is required, the chances default to 0; the chances of a mismatch and a wrong entry are
    /// at most 0.9, as people try again until they get it right.
    static func journalLockModel(_ value: YAMLValue) throws(ScenarioError) -> JournalLockModel {
        let fields = try value.mapping(allowedKeys: ["enable_share", "mismatch_chance", "wrong_entry_chance", "disable_chance"])
        func retried(_ key: String, _ what: String) throws(ScenarioError) -> Double {
            try fields.optional(key)?.number(in: 0...0.9, expected: "the chance that \(what), from 0 to 0.9 (e.g. 0.1)") ?? 0
        }
        return JournalLockModel(
            enableShare: try fields.required("enable_share").probability(),
            mismatchChance: try retried("mismatch_chance", "the confirming entry of the password differs"),
            wrongEntryChance: try retried("wrong_entry_chance", "an entry of the password is wrong"),
            disableChance: try fields.optional("disable_chance")?.probability() ?? 0)
    }
}
