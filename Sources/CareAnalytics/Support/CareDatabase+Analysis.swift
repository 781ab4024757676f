import CareModel
import CareStore

extension CareDatabase {
    /// Each person's log with the event kinds an analysis needs, read on a second thread
    /// while `body` runs (``PersonStream``), with store errors as ``AnalysisError``; an
    /// error `body` throws stops the pass and is rethrown.
    func people(reading kinds: Set<EventKind>, _ body: (PersonRecord) throws -> Void) throws(AnalysisError) {
        do {
            try PersonStream.forEach(in: self, kinds: kinds, body)
        } catch let error as StoreError {
            throw .store(error)
        } catch let error as AnalysisError {
            throw error
        } catch {
            preconditionFailure("analyses throw only store and analysis errors: \(error)")
        }
    }

    /// The tracked symptoms, with store errors as ``AnalysisError``.
    func trackedSymptoms() throws(AnalysisError) -> [Symptom] {
        do { return try symptoms() } catch { throw .store(error) }
    }
}
