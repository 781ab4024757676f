import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR1.FR1.1 and DR1.FR1.6 (sign-up codes, usernames of at most 21 characters, the
/// password rule): from scenario to `analyze truth`, and the rules themselves.
@Suite struct EnrolmentRecoveryTests {
    static let plain = """
        format: 1
        name: enrolment
        seed: 11
        people: 500
        days: 20
        start_date: 2026-04-06
        time_zones: [America/New_York]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        symptoms:
          - {name: cravings, baseline_mean: 0.5, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        pregnancy: {weeks_at_enrolment: {normal: [20, 6]}}
        """

    static let funnel = """
        enrolment: {redemption_chance: 0.75, username_refusal_chance: 0.2, password_refusal_chance: 0.4}
        """

    /// Each planted chance lies in its interval (a fixed seed); a person who never redeemed
    /// their code has nothing else recorded; an account's steps are in order and its first
    /// log-in comes after it.
    @Test("Seed 004 DR1.FR1.1, FR1.6: the planted redemption and refusal chances are recovered")
    func plantedChancesAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.funnel)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.planted.enrolment == EnrolmentFunnel(redemptionChance: 0.75, usernameRefusalChance: 0.2, passwordRefusalChance: 0.4))
        let rows = try AnalysisRegistry.truth(truth, on: run.database).flatMap(\.rows)
        #expect(rows.map(\.parameter) == ["redemption_chance", "username_refusal_chance", "password_refusal_chance"])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.interval))")
        }
        var unredeemed = 0
        try run.database.forEachPerson { log in
            let steps = log.enrolment.map(\.step)
            #expect(steps.first == .codeIssued)
            guard steps.contains(.codeRedeemed) else {
                unredeemed += 1
                #expect(steps == [.codeIssued] && log.entryCount == 1, "\(log.personID) never redeemed yet has data")
                return
            }
            #expect(steps.last == .accountCreated)
            #expect(log.enrolment.map(\.at) == log.enrolment.map(\.at).sorted())
            #expect(log.enrolment.allSatisfy { $0.refusedLength == nil || $0.refusal != nil })
            #expect(log.cohort != nil)
        }
        #expect((75...175).contains(unredeemed), "\(unredeemed)")
        let report = try EnrolmentAnalysis.run(on: run.database)
        #expect(report.all?.issued == 500 && report.all?.accounts == 500 - unredeemed)
        #expect(report.cohorts.count > 2, "by cohort: \(report.cohorts.map(\.cohort))")
        #expect((report.all?.hoursToFirstLogin?.minimum ?? -1) >= 0)
    }

    /// People who redeem their code live as they would without the funnel: enrolment draws
    /// on a stream of its own.
    @Test("Seed 004 DR1.FR1.1: the funnel changes nothing else for the people who redeem their code")
    func redeemersAreUnchanged() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 500", with: "people: 40")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.funnel)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var redeemed: [Int: PersonRecord] = [:], plain: [Int: PersonRecord] = [:]
        try with.database.forEachPerson { record in
            guard record.enrolment.contains(where: { $0.step == .accountCreated }) else { return }
            var log = record
            log.enrolment = []
            redeemed[log.personID] = log
        }
        try without.database.forEachPerson { plain[$0.personID] = $0 }
        #expect(redeemed.count > 20)
        for (id, log) in redeemed { #expect(log == plain[id], "person \(id)") }
        #expect(EnrolmentAnalysis.isEmpty(try EnrolmentAnalysis.run(on: without.database)))
    }

    @Test("Seed 004 DR1.FR1.6: usernames of at most 21 characters; passwords of 8 or more letters, digits and !@#$%^&*",
          arguments: [
              ("", true, nil), ("mama", true, nil), (String(repeating: "m", count: 21), true, nil),
              (String(repeating: "m", count: 22), true, SignUpRefusal.usernameTooLong),
              ("Recover#2026", false, nil), ("abc12!@", false, .passwordTooShort), ("abcdefgh", false, nil),
              ("abc defgh", false, .passwordCharacter), ("pässwort1", false, .passwordCharacter),
              ("!@#$%^&*", false, nil),
          ] as [(String, Bool, SignUpRefusal?)])
    func signUpRules(text: String, isUsername: Bool, refusal: SignUpRefusal?) {
        if isUsername {
            #expect(SignUpRules.refusal(ofUsername: text) == (text.isEmpty ? .usernameEmpty : refusal))
        } else {
            #expect(SignUpRules.refusal(ofPassword: text) == refusal)
        }
    }

    @Test("Seed 004 DR1.FR1.6: a refusal's length says why; a length the rules accept is not a refusal")
    func refusalLengths() throws {
        let at = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(try EnrolmentEvent(refused: .usernameRefused, length: 30, at: at).refusal == .usernameTooLong)
        #expect(try EnrolmentEvent(refused: .passwordRefused, length: 12, at: at).refusal == .passwordCharacter)
        #expect(throws: EnrolmentEventError.notRefused(.usernameRefused, length: 12)) {
            try EnrolmentEvent(refused: .usernameRefused, length: 12, at: at)
        }
        #expect(throws: EnrolmentEventError.refusalWithoutLength(.passwordRefused)) { try EnrolmentEvent(.passwordRefused, at: at) }
    }
}
