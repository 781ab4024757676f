import CareModel
import CareScenario
import CareStats
import Foundation

/// What happens to the questions one simulated person asks at the information desk
/// (``ForumModel``, seed 004, DR3): each `forum_question` the person asked in the app
/// becomes a thread of ``InformationDesk``, anonymous or named, with replies by other users
/// and, perhaps, a medical professional's answer. Replies due after the run's end are not
/// seen.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: when questions are asked is drawn as before, and a scenario without
/// a forum, or with one, leaves every other draw as it was.
struct ForumSimulation {
    let model: ForumModel
    let runEnd: Date
    let random: RandomSource

    /// The seed of the forum's streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_F0A0_0003 }

    init(model: ForumModel, scenario: Scenario, index: Int, timeZone: TimeZone) {
        self.model = model
        runEnd = scenario.startDay.adding(days: scenario.days).start(in: timeZone)!
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The threads of the questions the person asked (`usage`'s `forum_question` events),
    /// in the order asked.
    func questions(askedAt instants: [Date]) -> [AskedQuestion] {
        let asker = Self.member("asker", .user), peer = Self.member("peer", .user)
        let professional = Self.member("professional", .medicalProfessional)
        var desk = InformationDesk()
        for (index, asked) in instants.sorted().enumerated() {
            let id = "q\(index + 1)"
            // The members' roles allow every step, so none throws.
            try! desk.ask(ForumQuestion(id: id, asker: asker.id, isAnonymous: random.bernoulli(model.anonymousShare),
                                        askedAt: asked, text: ""), by: asker)
            var replies = (0..<random.poisson(mean: model.repliesPerQuestion)).map { _ in
                (at: asked.addingTimeInterval((60 + random.uniform() * 3 * 86_400).rounded()), by: peer)
            }
            if random.bernoulli(model.answerChance) {
                let hours = max(0, model.answerHours.draw(random))
                replies.append((at: asked.addingTimeInterval((hours * 3600).rounded()), by: professional))
            }
            for (r, reply) in replies.sorted(by: { $0.at < $1.at }).enumerated() where reply.at < runEnd {
                try! desk.reply(to: id, id: "\(id)-r\(r + 1)", text: "", at: reply.at, by: reply.by)
            }
        }
        return desk.questions.enumerated().map { AskedQuestion($0.element, number: $0.offset + 1) }
    }

    private static func member(_ name: String, _ role: Role) -> Member {
        Member(id: MemberID(name), role: role, username: try! Username(name))
    }
}
