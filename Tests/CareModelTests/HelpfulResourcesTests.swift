import Foundation
import Testing
@testable import CareModel

/// Seed 002, entries 64-74: the list of helpful resources as a value type, keeping each
/// entry's kind and place, never its text.
@Suite struct HelpfulResourcesTests {
    @Test("Seed 002 Req 66-70: an entry is added at the bottom of the list, outside edit mode too")
    func addedAtTheBottom() {
        var list = HelpfulResources(defaults: [.phoneNumber, .webURL])
        #expect(list.add(.emailAddress) == .add(.emailAddress, position: 3))
        #expect(list.entries.map(\.kind) == [.phoneNumber, .webURL, .emailAddress])
        #expect(Set(list.entries.map(\.id)).count == 3)
    }

    @Test("Seed 002 Req 72-74: editing, deleting and reordering need edit mode and a position in the list")
    func changesNeedEditMode() throws {
        var list = HelpfulResources(defaults: [.phoneNumber, .webURL, .other])
        #expect(throws: HelpfulResourcesError.notInEditMode) { try list.delete(at: 1) }
        list.toggleEditMode()
        #expect(list.isEditing)
        #expect(throws: HelpfulResourcesError.noSuchPosition(4, count: 3)) { try list.edit(at: 4, kind: .other) }
        #expect(try list.edit(at: 3, kind: .emailAddress) == .edit(.emailAddress, position: 3))
        #expect(try list.move(from: 3, to: 1) == .reorder(.emailAddress, from: 3, to: 1))
        #expect(list.entries.map(\.kind) == [.emailAddress, .phoneNumber, .webURL])
        #expect(throws: HelpfulResourcesError.noSuchPosition(2, count: 3)) { try list.move(from: 2, to: 2) }
        #expect(try list.delete(at: 2) == .delete(.phoneNumber, position: 2))
        #expect(list.entries.map(\.kind) == [.emailAddress, .webURL])
        list.toggleEditMode()
        #expect(throws: HelpfulResourcesError.notInEditMode) { try list.move(from: 1, to: 2) }
    }

    @Test("Seed 002 Req 66: a text's kind is named without keeping the text", arguments: [
        ("0800 543 354", HelpfulResource.Kind.phoneNumber), ("+61 (2) 9876-5432", .phoneNumber),
        ("https://www.beyondblue.org.au", .webURL), ("www.mind.org.uk", .webURL), ("lifeline.org.au/help", .webURL),
        ("support@example.org", .emailAddress), ("Call mum on Sundays", .other), ("12", .other), ("", .other),
    ])
    func kindsAreClassified(text: String, kind: HelpfulResource.Kind) {
        #expect(HelpfulResource.Kind(classifying: text) == kind)
    }

    @Test("Seed 002 Req 64-74: the events' stored names and kinds")
    func eventNames() {
        let at = Date(timeIntervalSince1970: 0)
        #expect([HelpfulResourceEvent(.view(entries: 2), at: at), HelpfulResourceEvent(.change(.add(.other, position: 1)), at: at),
                 HelpfulResourceEvent(.change(.edit(.other, position: 1)), at: at),
                 HelpfulResourceEvent(.change(.delete(.other, position: 1)), at: at),
                 HelpfulResourceEvent(.change(.reorder(.other, from: 1, to: 2)), at: at)].map(\.name)
            == ["view", "add", "edit", "delete", "reorder"])
        #expect(HelpfulResource.Kind.allCases.map(\.rawValue) == ["phone_number", "web_url", "email_address", "other"])
    }
}
