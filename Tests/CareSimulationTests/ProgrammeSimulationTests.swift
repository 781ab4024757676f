import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// The programme events of a simulated person follow the domain's rules.
@Suite struct ProgrammeSimulationTests {
    static func scenario() throws -> Scenario {
        var base = SimulatorTests.scenario
        base.people = 60
        base.medications = [MedicationModel(
            medication: try Medication(name: "propranolol", dosage: try Dosage(amount: 40, unit: "mg"),
                                       schedule: Schedule(try RecurrenceRule(
                                           start: base.startDay, times: [ClockTime(hour: 8, minute: 0), ClockTime(hour: 20, minute: 0)],
                                           frequency: .daily))),
            adherence: .beta(a: 8, b: 2), timingSDMinutes: 30,
            effects: [MissedDoseEffect(symptom: "headache", perMissedDose: 0.5)])]
        base.tasks = [TaskModel(name: "walk", label: "exercise",
                                schedule: try RecurrenceRule(start: base.startDay, times: [ClockTime(hour: 18, minute: 0)],
                                                             frequency: .daily),
                                completion: .constant(0.5))]
        base.mood = MoodModel(surveyProbability: 0.8, symptomWeight: 0.5, moduleUptake: 1)
        base.questionnaires = [QuestionnaireModel(questionnaire: .phq9, everyDays: 14)]
        return base
    }

    func people() throws -> [SimulatedPerson] {
        let simulator = Simulator(scenario: try Self.scenario())
        return (0..<60).map(simulator.person)
    }

    func day(_ instant: Date, _ person: SimulatedPerson) -> CalendarDay {
        CalendarDay(containing: instant, in: person.record.timeZone)
    }

    @Test func dosesAreLoggedOnlyOnDaysInTheAppAndAtMostAsScheduled() throws {
        for person in try people() {
            let loginDays = Set(person.record.usageEvents.filter { $0.kind == .login }.map { day($0.timestamp, person) })
            let doseDays = Dictionary(grouping: person.record.doseLogs) { day($0.takenAt, person) }
            // Intake times spread by 30 minutes around 08:00 and 20:00 stay on their day.
            #expect(Set(doseDays.keys).isSubset(of: loginDays))
            #expect(doseDays.values.allSatisfy { $0.count <= 2 })
        }
    }

    @Test func theDailyLogInEarnsOnceADayOnTheLocalDayOfItsInstant() throws {
        for person in try people() {
            let logIns = person.record.rewards.filter { $0.activity == .dailyLogIn }
            #expect(Set(logIns.map(\.day)).count == logIns.count)
            #expect(person.record.rewards.allSatisfy { $0.day == day($0.instant, person) })
        }
    }

    @Test func modulesFollowOnlyNeutralOrNegativeMoods() throws {
        for person in try people() {
            let surveyDays = Dictionary(grouping: person.record.moods) { day($0.timestamp, person) }
            for module in person.record.usageEvents where module.kind == .learningModule {
                let mood = try #require(surveyDays[day(module.timestamp, person)]?.first).mood
                #expect(mood.group != .positive)
            }
        }
    }

    @Test func questionnairesComeEveryNDaysOnDaysInTheAppScoredByTheDomain() throws {
        let start = try Self.scenario().startDay
        for person in try people() {
            let loginDays = Set(person.record.usageEvents.filter { $0.kind == .login }.map { day($0.timestamp, person) })
            for (at, score) in person.record.questionnaires.map({ ($0.at, $0.score) }) {
                let answered = day(at, person)
                #expect(start.days(to: answered) % 14 == 0)
                #expect(loginDays.contains(answered))
                #expect(score.questionnaire == .phq9)
                #expect((0...27).contains(score.total ?? -1))
                #expect(score.band == Questionnaire.phq9.band(forTotal: score.total ?? 0))
            }
        }
        #expect(try people().contains { !$0.record.questionnaires.isEmpty })
    }

    @Test func tasksAreDoneAtMostOncePerOccurrence() throws {
        for person in try people() {
            let done = person.record.taskOutcomes.filter { if case .done = $0.action { true } else { false } }
            #expect(Set(done.map(\.occurrence)).count == done.count)
        }
    }

    @Test func missedDosesRaiseTheSymptomTheyArePlantedOn() throws {
        // Same people, perfect adherence against none: 2 missed doses × 0.5 = 1 point more
        // latent headache every day, so many more headache entries.
        var perfect = try Self.scenario(), none = try Self.scenario()
        perfect.medications[0].adherence = .constant(1)
        none.medications[0].adherence = .constant(0)
        let count = { (scenario: Scenario) in
            (0..<60).map { Simulator(scenario: scenario).person($0).record.symptomEntries.count }.reduce(0, +)
        }
        #expect(count(none) > count(perfect) * 3 / 2)
    }
}
