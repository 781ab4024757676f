import CareStore
import Foundation
import Testing
@testable import CareImport

@Suite struct PseudonymTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-key-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var database: String { folder.appendingPathComponent("study.sqlite").path }

    // RFC 4231, test case 2: HMAC-SHA-256 with key "Jefe" of "what do ya want for nothing?".
    @Test func pseudonymsAreHMACSHA256AsRFC4231Gives() {
        let key = PseudonymKey(path: "unused", bytes: Array("Jefe".utf8))
        #expect(Pseudonymizer(key: key).pseudonym(for: "what do ya want for nothing?")
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func theSameIdentifierGivesTheSamePseudonymOnlyUnderTheSameKey() throws {
        let first = try PseudonymKey.load(besideDatabase: database, mayCreate: true)
        let again = try PseudonymKey.load(besideDatabase: database, mayCreate: false)
        let other = try PseudonymKey.load(besideDatabase: database + "2", mayCreate: true)
        #expect(Pseudonymizer(key: first).pseudonym(for: "P017") == Pseudonymizer(key: again).pseudonym(for: "P017"))
        #expect(Pseudonymizer(key: first).pseudonym(for: "P017") != Pseudonymizer(key: other).pseudonym(for: "P017"))
        #expect(Pseudonymizer(key: first).pseudonym(for: "P017") != Pseudonymizer(key: first).pseudonym(for: "P018"))
    }

    @Test func aNewKeyIs32BytesReadableByItsOwnerOnly() throws {
        let key = try PseudonymKey.load(besideDatabase: database, mayCreate: true)
        #expect(key.path == database + ".pseudonym-key")
        let attributes = try FileManager.default.attributesOfItem(atPath: key.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(attributes[.size] as? Int == 32)
    }

    @Test func aKeyReadableByOthersIsRefused() throws {
        let key = try PseudonymKey.load(besideDatabase: database, mayCreate: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: key.path)
        #expect {
            try PseudonymKey.load(besideDatabase: database, mayCreate: false)
        } throws: { error in
            (error as? ImportError)?.description.hasSuffix("is readable by others (mode 644); run chmod 600 on it") == true
        }
    }

    @Test func aMissingKeyIsRefusedWhenItCannotBeCreated() {
        #expect(throws: ImportError.self) { try PseudonymKey.load(besideDatabase: database, mayCreate: false) }
    }
}
