/// Why a sign-up code, username or password is rejected (seed 004, DR1.FR1.6).
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A sign-up code that is not 6 letters and digits.
    case invalidSignUpCode(value: String)
    /// A username that is empty once surrounding spaces are removed.
    case emptyUsername
    /// A username with surrounding spaces.
    case usernameHasSurroundingSpaces(value: String)
    /// A username longer than the limit.
    case usernameTooLong(value: String, length: Int, limit: Int)
    /// A password shorter than the minimum.
    case passwordTooShort(length: Int, minimum: Int)
    /// A password character outside the allowed set.
    case passwordCharacterNotAllowed(Character)

    public var description: String {
        switch self {
        case .invalidSignUpCode(let value):
            "sign-up code '\(value)' must be exactly \(SignUpCode.length) letters or digits"
        case .emptyUsername:
            "username is empty"
        case .usernameHasSurroundingSpaces(let value):
            "username '\(value)' starts or ends with a space"
        case .usernameTooLong(let value, let length, let limit):
            "username '\(value)' has \(length) characters, at most \(limit) are allowed"
        case .passwordTooShort(let length, let minimum):
            "password has \(length) characters, at least \(minimum) are required"
        case .passwordCharacterNotAllowed(let character):
            "password contains '\(character)'; use letters, digits and \(PasswordRule.symbols)"
        }
    }
}
