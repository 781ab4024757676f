import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 004 DR1.FR1.1 and DR1.FR1.6 through the generic CSV: an `enrolment` row (name the
/// step; a refusal's value the refused text's length in characters, another step's 1 or
/// empty) is a step of the person's sign-up; a length the rules accept or an unknown step is
/// refused with its line.
@Suite struct EnrolmentImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test("Seed 004 DR1.FR1.1, FR1.6: enrolment rows are imported as sign-up steps; others are refused at their line")
    func stepsAreReadBack() throws {
        let problems = try harness.importGenericCSV([
            "P1,2026-04-06T09:00:00Z,enrolment,code_issued,,",
            "P1,2026-04-06T09:01:00Z,enrolment,code_redeemed,1,step",
            "P1,2026-04-06T09:02:00Z,enrolment,username_refused,25,characters",
            "P1,2026-04-06T09:03:00Z,enrolment,password_refused,5,",
            "P1,2026-04-06T09:04:00Z,enrolment,account_created,,",
            "P1,2026-04-06T09:05:00Z,enrolment,username_refused,12,characters",
            "P1,2026-04-06T09:06:00Z,enrolment,logged_in,,",
        ])
        #expect(problems.map(\.location.line) == [7, 8])
        #expect(problems.first?.reason.contains("21 characters") == true, "\(problems)")
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson(kinds: [.enrolment]) { records.append($0) }
        let steps = try #require(records.first).enrolment
        #expect(steps.map(\.step) == [.codeIssued, .codeRedeemed, .usernameRefused, .passwordRefused, .accountCreated])
        #expect(steps.compactMap(\.refusal) == [.usernameTooLong, .passwordTooShort])
    }
}
