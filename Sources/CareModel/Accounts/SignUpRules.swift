/// The sign-up rules of seed 004 (DR1.FR1.6) that the sign-up page enforces: a username of at most 21
/// characters, "so they are not too long to display for chat and forum"; a password of at
/// least eight characters, alphanumeric with the symbols `!@#$%^&*` also accepted.
public enum SignUpRules {
    /// The longest username the app accepts, in characters.
    public static let longestUsername = 21
    /// The shortest password the app accepts, in characters.
    public static let shortestPassword = 8
    /// The symbols a password may hold besides letters and digits.
    public static let passwordSymbols: Set<Character> = ["!", "@", "#", "$", "%", "^", "&", "*"]

    /// Why `username` is refused; nil when it is accepted.
    public static func refusal(ofUsername username: String) -> SignUpRefusal? {
        if username.isEmpty { return .usernameEmpty }
        return username.count > longestUsername ? .usernameTooLong : nil
    }

    /// Why `password` is refused; nil when it is accepted.
    public static func refusal(ofPassword password: String) -> SignUpRefusal? {
        if password.count < shortestPassword { return .passwordTooShort }
        let allowed = password.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || passwordSymbols.contains($0) }
        return allowed ? nil : .passwordCharacter
    }
}

/// Why the sign-up page refused a username or a password (seed 004, DR1.FR1.6).
public enum SignUpRefusal: String, CaseIterable, Codable, Sendable {
    /// A username longer than ``SignUpRules/longestUsername`` characters.
    case usernameTooLong = "too_long"
    /// An empty username.
    case usernameEmpty = "empty"
    /// A password shorter than ``SignUpRules/shortestPassword`` characters.
    case passwordTooShort = "too_short"
    /// A password with a character other than a letter, a digit or one of `!@#$%^&*`.
    case passwordCharacter = "character"

    /// Why a username or password of `length` characters was refused: a username only for
    /// its length; a password long enough was refused for a character it held.
    public static func of(_ step: EnrolmentStep, length: Int) -> SignUpRefusal? {
        switch step {
        case .usernameRefused: length == 0 ? .usernameEmpty : length > SignUpRules.longestUsername ? .usernameTooLong : nil
        case .passwordRefused: length < SignUpRules.shortestPassword ? .passwordTooShort : .passwordCharacter
        case .codeIssued, .codeRedeemed, .accountCreated: nil
        }
    }
}
