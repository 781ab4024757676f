extension ScenarioReader {
    /// `activities: {journal_edits: {edit_share: 0.2, edit_delay_hours: 24, delete_share: 0.05}}`
    /// (seed 002, entries 40-44; ``JournalEditModel``): the shares of journal entries edited
    /// and deleted, and the mean hours to an edit (default 24).
    static func journalEditModel(_ value: YAMLValue) throws(ScenarioError) -> JournalEditModel {
        let fields = try value.mapping(allowedKeys: ["edit_share", "edit_delay_hours", "delete_share"])
        return JournalEditModel(
            editShare: try fields.optional("edit_share")?.probability() ?? 0,
            editDelayHours: try fields.optional("edit_delay_hours")?.number(
                in: 0.01...8760, expected: "the mean hours from writing an entry to its edit, from 0.01 to 8760 (e.g. 24)") ?? 24,
            deleteShare: try fields.optional("delete_share")?.probability() ?? 0)
    }
}
