import CareModel
import CareScenario
import CareStats
import Foundation

/// One simulated person's way into the app (``EnrolmentFunnel``, seed 004, DR1.FR1.1 and
/// DR1.FR1.6). An administrator issues their sign-up code at the start of the study's first
/// day (local midnight); they redeem it with the planted chance, 10 to 100 seconds later;
/// then they try usernames until one is accepted and passwords until one is accepted, each
/// try 20 seconds after the last and breaking the rules with the planted chance (a username
/// of 22 to 30 characters; a password of 4 to 7 characters, or of 8 to 16 with a space), and
/// the account is made 20 seconds after the accepted password. ``SignUpRules`` decides each
/// refusal. A person who never redeems their code never uses the app: their record keeps
/// the issued code only.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: enrolment changes no other draw of a person who redeems their code.
struct EnrolmentSimulation {
    let funnel: EnrolmentFunnel
    let random: RandomSource

    /// The seed of the enrolment streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_E401_0011 }

    init(funnel: EnrolmentFunnel, scenario: Scenario, index: Int) {
        self.funnel = funnel
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The person's enrolment steps, the first at the start of `grid`'s first day, and
    /// whether they redeemed their code (and so made an account).
    func enrol(in grid: DayGrid) -> (steps: [EnrolmentEvent], redeemed: Bool) {
        var at = grid.instant(day: 0, hour: 0, minute: 0)
        var steps = [try! EnrolmentEvent(.codeIssued, at: at)]
        guard random.bernoulli(funnel.redemptionChance) else { return (steps, false) }
        at.addTimeInterval(Double(10 * (1 + random.integer(below: 10))))
        steps.append(try! EnrolmentEvent(.codeRedeemed, at: at))
        while true {
            at.addTimeInterval(20)
            let username = String(repeating: "m", count: random.bernoulli(funnel.usernameRefusalChance)
                ? 22 + random.integer(below: 9) : 4 + random.integer(below: 18))
            guard SignUpRules.refusal(ofUsername: username) != nil else { break }
            steps.append(try! EnrolmentEvent(refused: .usernameRefused, length: username.count, at: at))
        }
        while true {
            at.addTimeInterval(20)
            let password = random.bernoulli(funnel.passwordRefusalChance) ? refusedPassword() : acceptedPassword()
            guard SignUpRules.refusal(ofPassword: password) != nil else { break }
            steps.append(try! EnrolmentEvent(refused: .passwordRefused, length: password.count, at: at))
        }
        at.addTimeInterval(20)
        steps.append(try! EnrolmentEvent(.accountCreated, at: at))
        return (steps, true)
    }

    /// A password the rules refuse: too short, or long enough with a space.
    private func refusedPassword() -> String {
        random.bernoulli(0.5) ? String(repeating: "p", count: 4 + random.integer(below: 4))
            : String(repeating: "p", count: 7 + random.integer(below: 9)) + " "
    }

    /// A password the rules accept: 8 to 16 letters, digits and symbols.
    private func acceptedPassword() -> String {
        String(repeating: "p4!", count: 3).prefix(8 + random.integer(below: 9)).description
    }
}

extension PersonSimulation {
    /// `record` with the person's enrolment `steps`; of a person who never redeemed their
    /// code, nothing else (what the scenario gives everyone, a medical record say, is not
    /// theirs to record without an account).
    static func enrolled(_ record: PersonRecord, steps: [EnrolmentEvent], redeemed: Bool) -> PersonRecord {
        var enrolled = redeemed ? record : PersonRecord(personID: record.personID, timeZone: record.timeZone, arm: record.arm,
                                                        cohort: record.cohort)
        enrolled.enrolment = steps
        return enrolled
    }
}
