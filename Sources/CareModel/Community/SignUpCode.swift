/// The code an administrator gives a new user before she can create an account
/// (seed 004, DR1.FR1.1 and DR1.FR1.6: "Unique code will be 6 alphanumeric characters,
/// randomly generated").
///
/// Codes are read out over the phone, so CareLab generates them from upper-case letters
/// and digits and accepts them in either case.
public struct SignUpCode: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Characters in a code.
    public static let length = 6
    /// The characters generated codes are drawn from: A-Z and 0-9.
    public static let alphabet: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// The code, upper-case.
    public let value: String

    /// Parses a code typed by a user; lower-case letters are accepted.
    public init(_ text: String) throws(AccountError) {
        let upper = text.uppercased()
        guard upper.count == Self.length, upper.allSatisfy({ Self.alphabet.contains($0) }) else {
            throw .invalidSignUpCode(value: text)
        }
        value = upper
    }

    /// A new random code. The generator is injected so that simulations and tests are
    /// reproducible; uniqueness against issued codes is the caller's (``SignUpCodeIssuer``).
    public static func random(using generator: inout some RandomNumberGenerator) -> SignUpCode {
        let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        return try! SignUpCode(text)
    }

    public var description: String { value }
}

/// Issues sign-up codes that are unique among those already issued (seed 004, use case
/// 4.1.2: adding a user shows "an automatically generated sign-up code").
public struct SignUpCodeIssuer: Hashable, Codable, Sendable {
    /// Every code issued so far.
    public private(set) var issued: Set<SignUpCode> = []

    /// Creates an issuer that knows the codes already handed out.
    public init(issued: Set<SignUpCode> = []) {
        self.issued = issued
    }

    /// A code not issued before, drawn from `generator`.
    public mutating func issue(using generator: inout some RandomNumberGenerator) -> SignUpCode {
        while true {
            let code = SignUpCode.random(using: &generator)
            if issued.insert(code).inserted { return code }
        }
    }
}
