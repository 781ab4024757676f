import CareModel

extension ScenarioReader {
    /// `videos: {chance_per_day: 0.3, completed_share: 0.6, catalogue: [{id: safe-sleep, title: Safe sleep,
    /// minutes: 6, trimester: 3}]}` (seed 004; ``VideosModel``). Identifiers are unique; a
    /// video without `trimester` is offered at every stage.
    static func videosModel(_ value: YAMLValue) throws(ScenarioError) -> VideosModel {
        let fields = try value.mapping(allowedKeys: ["chance_per_day", "completed_share", "catalogue"])
        let catalogueValue = try fields.required("catalogue")
        let videos = try uniqueByName(try catalogueValue.list(), read: video) { $0.id }
        guard !videos.isEmpty else {
            throw catalogueValue.error(.missingValue(key: catalogueValue.path, expected: "at least one video",
                                                    example: "catalogue: [{id: safe-sleep, title: Safe sleep, minutes: 6}]"))
        }
        return VideosModel(videos: videos, chancePerDay: try fields.required("chance_per_day").probability(),
                           completedShare: try fields.required("completed_share").probability())
    }

    /// One video: `{id, title, minutes, trimester}`.
    private static func video(_ item: YAMLValue) throws(ScenarioError) -> Video {
        let fields = try item.mapping(allowedKeys: ["id", "title", "minutes", "trimester"])
        let idValue = try fields.required("id")
        let id = try idValue.string()
        let minutes = try fields.required("minutes").number(in: 0.1...600, expected: "a length from 0.1 to 600 minutes")
        do {
            return try Video(id: id, title: try fields.optional("title")?.string() ?? id,
                             lengthSeconds: Int((minutes * 60).rounded()),
                             trimester: try fields.optional("trimester").map { (value) throws(ScenarioError) in
                                 Trimester(rawValue: try value.integer(in: 1...3))!
                             })
        } catch let error as VideoError {
            throw idValue.error(.outOfRange(key: idValue.path, value: "'\(id)'", expected: error.description))
        } catch {
            throw error as! ScenarioError
        }
    }
}
