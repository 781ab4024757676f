import CareModel
import Foundation

/// `forum` rows: the questions a person asked at the information desk and their replies
/// (seed 004, DR3), no text. A question's row has `name` `question`, `value` its number
/// among the person's questions and `unit` `anonymous` or `named`; each reply's row has
/// `name` `reply`, `value` the number of its question and `unit` the author's role (`user`
/// or `medical_professional`), at the instant posted.
///
/// A reply follows its question in time, so reading rows in time order finds the question
/// first. A row of another shape, or a reply whose question was not read, stays as stored.
struct ForumCodec: EventCodec {
    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for question in record.forumQuestions {
            rows.add(question.askedAt, "question", Double(question.number), question.isAnonymous ? "anonymous" : "named")
            for reply in question.replies {
                rows.add(reply.at, "reply", Double(question.number), reply.role.rawValue)
            }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard let number = row.wholeValue, number > 0, !row.unitIsNull else {
            return record.otherEvents.append(row.other(.forum))
        }
        let unit = String(decoding: row.unit, as: UTF8.self)
        switch String(decoding: row.name, as: UTF8.self) {
        case "question" where unit == "anonymous" || unit == "named":
            record.forumQuestions.append(AskedQuestion(number: number, isAnonymous: unit == "anonymous", askedAt: row.timestamp))
        case "reply":
            guard let role = Role(rawValue: unit), role.can(.replyInForum),
                  let index = record.forumQuestions.lastIndex(where: { $0.number == number }),
                  record.forumQuestions[index].askedAt <= row.timestamp
            else { return record.otherEvents.append(row.other(.forum)) }
            record.forumQuestions[index].replies.append(AskedQuestion.Reply(role: role, at: row.timestamp))
        default:
            record.otherEvents.append(row.other(.forum))
        }
    }
}
