import Testing
@testable import CareImport

@Suite struct DoseStringTests {
    // Hand-worked: "3 x 5mg" is three doses of 5 mg, 15 mg in all.
    @Test(arguments: [
        ("3 x 5mg", 15.0, "mg"), ("3 x 400mg", 1200, "mg"), ("2 × 200 mg", 400, "mg"), ("2x0.5ml", 1, "ml"),
        ("20mg", 20, "mg"), ("0.5 ml", 0.5, "ml"), ("1,000 IU", 1000, "IU"), ("50 µg", 50, "mcg"),
        ("2 tablets", 2, "tablet"), ("1 puff", 1, "puff"), ("2", 2, "dose"), ("1.0", 1, "dose"), ("", 1, "dose"),
        ("  10 MG ", 10, "mg"),
    ])
    func doseStringsGiveTheTotalAmountAndAUnit(text: String, amount: Double, unit: String) {
        #expect(DoseString.parse(text) == DoseString.Dose(amount: amount, unit: unit))
    }

    @Test(arguments: ["one capsule with breakfast", "1,5 mg", "as needed", "0 mg", "-5mg", "5 furlongs", "x 5mg"])
    func anythingElseIsNotUnderstood(text: String) {
        #expect(DoseString.parse(text) == nil)
    }

    @Test(arguments: [
        ("Ibuprofen 200mg", "Ibuprofen", 200.0, "mg"), ("Vitamin D 2 x 1000 IU", "Vitamin D", 2000, "IU"),
        ("Melatonin", "Melatonin", 1, "dose"), ("  Fish oil   1 capsule ", "Fish oil", 1, "capsule"),
    ])
    func aNamedDoseIsTheWordsBeforeTheFirstNumberAndTheDoseAfter(text: String, name: String, amount: Double, unit: String) {
        let named = DoseString.named(text)
        #expect(named?.name == name)
        #expect(named?.dose == DoseString.Dose(amount: amount, unit: unit))
    }

    @Test(arguments: ["200mg", "", "Magnesium 2 spoons", "Zinc 1,5 mg"])
    func aNamedDoseWithoutANameOrWithADoseNotUnderstoodIsNil(text: String) {
        #expect(DoseString.named(text) == nil)
    }
}
