import Crypto
import Foundation

/// Replaces a source's user identifiers with keyed pseudonyms: HMAC-SHA256 (RFC 2104,
/// FIPS 198-1) of the identifier under the database's ``PseudonymKey``, as 64 lowercase hex
/// digits.
///
/// The same identifier always gives the same pseudonym in one database, so a person's
/// rows from several files (any format) are linked; without the key a pseudonym cannot be
/// traced back, nor a guessed identifier confirmed. The original identifier is never
/// stored.
public struct Pseudonymizer: Sendable {
    private let key: [UInt8]

    /// Creates a pseudonymizer with the database's key.
    public init(key: PseudonymKey) {
        self.key = key.bytes
    }

    /// The pseudonym for `identifier` (taken as UTF-8 bytes, exactly as the source wrote
    /// it).
    public func pseudonym(for identifier: String) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(identifier.utf8), using: SymmetricKey(data: key)).lowercaseHex
    }
}
