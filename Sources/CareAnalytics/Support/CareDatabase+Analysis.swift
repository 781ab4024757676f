import CareModel
import CareStore

extension CareDatabase {
    /// Each person's log with the event kinds an analysis needs, with store errors as
    /// ``AnalysisError``.
    func people(reading kinds: Set<EventKind>, _ body: (PersonLog) throws -> Void) throws(AnalysisError) {
        do { try forEachPerson(kinds: kinds, body) } catch { throw .store(error) }
    }

    /// The tracked symptoms, with store errors as ``AnalysisError``.
    func trackedSymptoms() throws(AnalysisError) -> [Symptom] {
        do { return try symptoms() } catch { throw .store(error) }
    }
}
