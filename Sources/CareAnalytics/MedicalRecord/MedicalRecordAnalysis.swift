import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``MedicalRecordReport`` in one pass over the people of a run: each
/// person's record as of the end of the study's last day in their home time zone
/// (``MedicalRecord/asOf(_:)``), the people whose record holds nothing left out.
public struct MedicalRecordAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without medical records gives a
    /// report of no people.
    public func run(on database: CareDatabase) throws(AnalysisError) -> MedicalRecordReport {
        let period = try StudyPeriod.of(database)
        let years = Double(period.dayCount) / 365.25
        var people = 0, withBloodType = 0
        var items: [String: [String: Int]] = [:]
        var bloodTypes: [BloodType: Int] = [:]
        var teeth: [Tooth: [Int]] = [:]
        var deletions: [Double] = [], corrections: [Double] = []
        try database.people(reading: [.medicalRecord]) { log in
            guard !log.medicalRecord.history.isEmpty,
                  let end = period.last.adding(days: 1).start(in: log.timeZone)?.addingTimeInterval(-1) else { return }
            let record = log.medicalRecord.asOf(end)
            guard !record.history.isEmpty else { return }
            people += 1
            for item in record.items.values { items[item.kind, default: [:]][item.name, default: 0] += 1 }
            if let type = record.bloodType {
                bloodTypes[type, default: 0] += 1
                withBloodType += 1
            }
            for (tooth, charted) in record.dentalChart.teeth {
                teeth[tooth, default: Array(repeating: 0, count: ToothStatus.allCases.count)][
                    ToothStatus.allCases.firstIndex(of: charted.status)!] += 1
            }
            let deleted = record.history.filter { if case .item = $0.subject { $0.action == .deleted } else { false } }
            let toothEdits = record.history.filter { if case .tooth = $0.subject { $0.action == .edited } else { false } }
            deletions.append(Double(deleted.count) / years)
            corrections.append(Double(toothEdits.count) / 2 / years)
        }
        let shares = ["condition", "allergy", "medication", "immunization"].flatMap { kind in
            (items[kind] ?? [:]).sorted { $0.key < $1.key }.map {
                MedicalRecordReport.Share(kind: kind, item: $0.key, holders: $0.value, people: people)
            }
        } + BloodType.allCases.compactMap { type in
            bloodTypes[type].map { MedicalRecordReport.Share(kind: "blood_type", item: type.rawValue, holders: $0, people: withBloodType) }
        }
        return MedicalRecordReport(
            people: people, shares: shares,
            teeth: teeth.keys.sorted().map { MedicalRecordReport.ToothCounts(tooth: $0, charted: teeth[$0]!.reduce(0, +), counts: teeth[$0]!) },
            deletedItemsPerYear: GroupMean.mean(deletions), toothCorrectionsPerYear: GroupMean.mean(corrections))
    }
}
