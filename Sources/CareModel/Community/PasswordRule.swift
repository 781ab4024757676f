/// The password rule of seed 004, DR1.FR1.6: "Passwords will be alphanumeric, with symbols
/// (!@#$%^&*) also being accepted. Passwords will have an eight character minimum."
///
/// The seed asks for no particular mix of letters, digits and symbols, so none is required.
public enum PasswordRule {
    /// The fewest characters a password may have.
    public static let minimumLength = 8
    /// The symbols accepted besides ASCII letters and digits.
    public static let symbols = "!@#$%^&*"

    /// Checks `password`, naming the first problem found.
    public static func validate(_ password: String) throws(AccountError) {
        if let bad = password.first(where: { !isAllowed($0) }) {
            throw .passwordCharacterNotAllowed(bad)
        }
        guard password.count >= minimumLength else {
            throw .passwordTooShort(length: password.count, minimum: minimumLength)
        }
    }

    private static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || symbols.contains(character)
    }
}
