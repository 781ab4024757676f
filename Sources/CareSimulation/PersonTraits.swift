import CareModel
import CareScenario
import CareStats
import Foundation

/// Everything drawn once for a person before their first day: the ground truth about
/// them, which the simulator uses and a report never shows.
struct PersonTraits {
    var segment: Int
    var arm: Int
    var timeZone: TimeZone
    var logging: Double
    var engagementHalfLifeDays: Double
    var engagementFloor: Double
    var dropoutHazard: Double
    var reminderResponse: Double
    var snooze: Double
    var rewardSensitivity: Double
    /// Baseline latent severity per symptom, in scenario order.
    var baselines: [Double]
    /// Habitual daily amount per factor, in scenario order.
    var habits: [Double]
    /// Probability of taking each scheduled dose, per medication.
    var adherence: [Double]
    /// Probability of completing a task occurrence on a day in the app, per task.
    var completion: [Double]
    /// The person's usual mood score.
    var moodBaseline: Double
    /// The person's own mean of each measurement.
    var measurementMeans: [Double]
    /// Where each measurement's readings come from: synced or by hand.
    var measurementSources: [MeasurementSource]
    /// Weeks pregnant on the first day, in a pregnancy programme.
    var weeksAtEnrolment: Double?
    /// Mean days late of each fill, per medication; nil for a medication without fills.
    var refillLateness: [Double?]

    /// Draws a person's traits, always in the same order, from their own stream.
    init(index: Int, scenario: Scenario, random: RandomSource) {
        segment = random.categorical(scenario.segments.map(\.share))
        arm = random.categorical(scenario.arms.map(\.share))
        timeZone = scenario.timeZoneWeights.map { scenario.timeZones[random.categorical($0)] }
            ?? scenario.timeZones[index % scenario.timeZones.count]
        let models = scenario.segments[segment].traits
        logging = models.logging.draw(random).clamped(to: 0...1)
        engagementHalfLifeDays = max(1e-9, models.engagementHalfLifeDays.draw(random))
        engagementFloor = models.engagementFloor.draw(random).clamped(to: 0...1)
        dropoutHazard = models.dropoutHazard.draw(random).clamped(to: 0...1)
        reminderResponse = models.reminderResponse.draw(random).clamped(to: 0...1)
        snooze = models.snooze.draw(random).clamped(to: 0...1)
        rewardSensitivity = max(0, models.rewardSensitivity.draw(random))
        baselines = scenario.symptoms.map { random.normal(mean: $0.baselineMean, sd: $0.baselineSD) }
        habits = scenario.factors.map { max(0, random.normal(mean: $0.mean, sd: $0.betweenSD)) }
        adherence = scenario.medications.map { $0.adherence.draw(random).clamped(to: 0...1) }
        completion = scenario.tasks.map { $0.completion.draw(random).clamped(to: 0...1) }
        moodBaseline = random.normal(sd: 1)
        measurementMeans = scenario.measurements.map { random.normal(mean: $0.mean, sd: $0.betweenSD) }
        weeksAtEnrolment = scenario.pregnancy.map { min(40, max(4, $0.weeksAtEnrolment.draw(random))) }
        // Drawn last, so that scenarios without fills keep their streams.
        refillLateness = scenario.medications.map { $0.refills.map { max(0, $0.lateDays.draw(random)) } }
        // Drawn only for measurements with a device share, so that other scenarios keep their streams.
        measurementSources = scenario.measurements.map { model in
            model.deviceShare.map { random.bernoulli($0) ? .device : .manual } ?? model.source
        }
    }
}

extension PersonTraits {
    /// The trimester on study day `day` (from 0), from the weeks pregnant on the first day;
    /// nil outside a pregnancy programme.
    func trimester(onDay day: Int) -> Trimester? {
        gestationalAge(onDay: day)?.trimester
    }

    /// The gestational age on study day `day` (from 0), from the weeks pregnant on the first
    /// day; nil outside a pregnancy programme.
    func gestationalAge(onDay day: Int) -> GestationalAge? {
        weeksAtEnrolment.map { GestationalAge(days: Int(($0 * 7).rounded(.down)) + day) }
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
