import CareModel
import Testing

/// Categories and symptoms (seed 000, Req 1-2).
@Suite struct SymptomCatalogueTests {
    @Test("Req 1-2: a new catalogue has only 'All Symptoms', where a symptom without a category goes")
    func allSymptomsByDefault() throws {
        var catalogue = SymptomCatalogue()
        #expect(catalogue.categories == [.allSymptoms])
        let symptom = try catalogue.addSymptom("fatigue")
        #expect(symptom.category == .allSymptoms)
    }

    @Test("Req 1-2: the user creates a category and places a symptom in it")
    func createCategoryAndSymptom() throws {
        var catalogue = SymptomCatalogue()
        let cardio = try catalogue.addCategory("Cardiovascular")
        try catalogue.addSymptom("chest pain", in: cardio)
        #expect(catalogue.symptoms(in: cardio).map(\.name) == ["chest pain"])
        #expect(try catalogue.symptom(named: "Chest Pain ").category == cardio)
    }

    @Test("Req 2: a symptom is in exactly one category: adding it to a second one is refused")
    func oneCategoryPerSymptom() throws {
        var catalogue = SymptomCatalogue()
        let head = try catalogue.addCategory("Head")
        let neuro = try catalogue.addCategory("Neurology")
        try catalogue.addSymptom("Headache", in: head)
        #expect(throws: SymptomError.duplicateSymptom(name: "Headache", category: "Head")) {
            try catalogue.addSymptom("headache", in: neuro)
        }
    }

    @Test("Req 2: moving a symptom takes it out of its old category")
    func moveSymptom() throws {
        var catalogue = SymptomCatalogue()
        let head = try catalogue.addCategory("Head")
        let neuro = try catalogue.addCategory("Neurology")
        try catalogue.addSymptom("headache", in: head)
        try catalogue.move(symptom: "headache", to: neuro)
        #expect(catalogue.symptoms(in: head).isEmpty)
        #expect(catalogue.symptoms(in: neuro).map(\.name) == ["headache"])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var label: String
        var change: @Sendable (inout SymptomCatalogue) throws(SymptomError) -> Void
        var expected: SymptomError
        var testDescription: String { label }
    }

    static let refusals: [Refusal] = [
        Refusal(label: "empty category", change: { c throws(SymptomError) in _ = try c.addCategory("  ") },
                expected: .empty(field: "category name")),
        Refusal(label: "empty symptom", change: { c throws(SymptomError) in _ = try c.addSymptom("\n") },
                expected: .empty(field: "symptom name")),
        Refusal(label: "category twice, ignoring case", change: { c throws(SymptomError) in _ = try c.addCategory("head") },
                expected: .duplicateCategory(name: "Head")),
        Refusal(label: "'All Symptoms' again", change: { c throws(SymptomError) in _ = try c.addCategory("all symptoms") },
                expected: .duplicateCategory(name: "All Symptoms")),
        Refusal(label: "symptom in an unknown category",
                change: { c throws(SymptomError) in _ = try c.addSymptom("nausea", in: SymptomCategory("Hed")) },
                expected: .unknownCategory(name: "Hed", suggestion: "Head")),
        Refusal(label: "unknown symptom with a close name",
                change: { c throws(SymptomError) in _ = try c.symptom(named: "headach") },
                expected: .unknownSymptom(name: "headach", suggestion: "headache")),
        Refusal(label: "unknown symptom with no close name",
                change: { c throws(SymptomError) in _ = try c.symptom(named: "vertigo") },
                expected: .unknownSymptom(name: "vertigo", suggestion: nil)),
        Refusal(label: "move to an unknown category",
                change: { c throws(SymptomError) in _ = try c.move(symptom: "headache", to: SymptomCategory("Skin")) },
                expected: .unknownCategory(name: "Skin", suggestion: nil)),
    ]

    @Test("Req 1-2: invalid names, duplicates and unknown names are refused with a typed error",
          arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        var catalogue = SymptomCatalogue()
        try catalogue.addSymptom("headache", in: try catalogue.addCategory("Head"))
        let before = catalogue
        #expect(throws: refusal.expected) { try refusal.change(&catalogue) }
        #expect(catalogue == before)
    }

    @Test("Error descriptions name the value and suggest a close name")
    func descriptions() {
        #expect(SymptomError.unknownSymptom(name: "headach", suggestion: "headache").description
                == "no symptom named 'headach' (did you mean 'headache'?)")
        #expect(SymptomError.empty(field: "note").description == "the note is empty")
    }
}
