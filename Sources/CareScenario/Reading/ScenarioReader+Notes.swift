extension ScenarioReader {
    /// `notes: {categories: [Dr Patel, physio], per_month: 3, appointment_share: 0.4,
    /// parts: {symptom_rundown: 0.9, plan: 0.7}, questions: 2.5}` (seed 000, Req 17-18;
    /// ``NotesModel``). A part left out is never filled in.
    static func notesModel(_ value: YAMLValue) throws(ScenarioError) -> NotesModel {
        let fields = try value.mapping(allowedKeys: ["categories", "per_month", "appointment_share", "parts", "questions"])
        let categoriesValue = try fields.required("categories")
        let categories = try categoriesValue.list().map { (item) throws(ScenarioError) in try item.string() }
        guard !categories.isEmpty else {
            throw categoriesValue.error(.wrongType(key: categoriesValue.path, expected: "a list of one or more category names",
                                                   found: "an empty list"))
        }
        if let twice = categories.indices.first(where: { categories[..<$0].contains(categories[$0]) }) {
            throw categoriesValue.error(.duplicateName(key: categoriesValue.path, name: categories[twice]))
        }
        var parts: [String: Double] = [:]
        if let partsValue = fields.optional("parts") {
            let partFields = try partsValue.mapping(allowedKeys: NotesModel.partNames)
            for name in NotesModel.partNames {
                if let chance = partFields.optional(name) { parts[name] = try chance.probability() }
            }
        }
        return NotesModel(
            categories: categories,
            perMonth: try fields.required("per_month").number(in: 0...300),
            appointmentShare: try fields.optional("appointment_share")?.probability() ?? 0,
            parts: parts,
            questions: try fields.optional("questions")?.number(in: 1...50) ?? 1)
    }
}
