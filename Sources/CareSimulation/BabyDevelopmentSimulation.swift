import CareModel
import CareScenario
import CareStats
import Foundation

/// The week's baby-development facts one simulated person opens (``BabyDevelopmentModel``,
/// seed 004, DR5.FR7.2): on a day in the app, with the planted chance of the person's
/// trimester that day, the fact of their week, opened 1 to 30 minutes after the day's
/// log-in. The week shown is the person's gestational week at that instant.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding the facts changes no other draw.
struct BabyDevelopmentSimulation {
    let model: BabyDevelopmentModel
    let random: RandomSource

    /// The seed of the facts' streams: the run's seed, moved so that the streams differ from
    /// every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_BABE_0072 }

    init(model: BabyDevelopmentModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The day's view of the week's fact, if any, after the log-in at `login` on study day
    /// `day`; none for a person whose pregnancy is not dated.
    func view(day: Int, after login: Date, traits: PersonTraits, grid: DayGrid, person: inout PersonInProgress) {
        guard let trimester = traits.trimester(onDay: day), random.bernoulli(model.viewChance(in: trimester)) else { return }
        let viewedAt = login.addingTimeInterval(Double(1 + random.integer(below: 30)) * 60)
        // Past midnight the fact shown is the next day's week; a view after the period's last day is on the day after it.
        guard let age = traits.gestationalAge(onDay: grid.dayIndex(of: viewedAt) ?? day + 1),
              let view = try? BabyDevelopmentView(at: age, viewedAt: viewedAt) else { return }
        person.record.babyDevelopmentViews.append(view)
    }
}
