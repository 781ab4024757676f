import CareModel
import Testing

@Suite struct RoleTests {
    @Test func usersUseTheMobileAppAndStaffTheWebApp() {
        // Seed 004 DR2.FR2.1-2.3.
        #expect(Role.user.application == .mobile)
        #expect(Role.administrator.application == .web)
        #expect(Role.medicalProfessional.application == .web)
    }

    @Test(arguments: [
        (Role.user, Privilege.useCalendar, true), (.user, .joinCohortChat, true), (.user, .askQuestions, true),
        (.user, .answerQuestions, false), (.user, .deleteChatMessages, false), (.user, .seeAnonymousAskers, false),
        (.administrator, .moderateForum, true), (.administrator, .manageContent, true),
        (.administrator, .manageAccounts, true), (.administrator, .viewAnalytics, true),
        (.administrator, .setChatVisibility, true), (.administrator, .seeAnonymousAskers, true),
        (.administrator, .joinCohortChat, false),
        (.medicalProfessional, .answerQuestions, true), (.medicalProfessional, .readForum, true),
        (.medicalProfessional, .joinCohortChat, false), (.medicalProfessional, .useCalendar, false),
        (.medicalProfessional, .viewAnalytics, false), (.medicalProfessional, .seeAnonymousAskers, false),
    ])
    func privilegesFollowDR2(role: Role, privilege: Privilege, allowed: Bool) {
        #expect(role.can(privilege) == allowed)
    }

    @Test func onlyMedicalProfessionalsAnswer() {
        #expect(Role.allCases.filter { $0.can(.answerQuestions) } == [.medicalProfessional])
    }
}

@Suite struct SignUpCodeTests {
    @Test func generatedCodesAreSixUpperCaseLettersOrDigits() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let code = SignUpCode.random(using: &generator)
            #expect(code.value.count == 6)
            #expect(code.value.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        }
    }

    @Test func generationIsReproducibleFromTheSeed() {
        var first = SeededGenerator(seed: 7), second = SeededGenerator(seed: 7)
        #expect(SignUpCode.random(using: &first) == SignUpCode.random(using: &second))
    }

    @Test func issuerNeverRepeatsACode() {
        var generator = SeededGenerator(seed: 1)
        var issuer = SignUpCodeIssuer()
        let codes = (0..<1000).map { _ in issuer.issue(using: &generator) }
        #expect(Set(codes).count == 1000)
    }

    @Test func typedCodesAreAcceptedInEitherCase() throws {
        #expect(try SignUpCode("ab12cd").value == "AB12CD")
    }

    @Test(arguments: ["AB12C", "AB12CDE", "AB-2CD", "AB 2CD", "ÄB12CD", ""])
    func malformedCodesAreRejected(text: String) {
        #expect(throws: AccountError.invalidSignUpCode(value: text)) { try SignUpCode(text) }
    }
}

@Suite struct UsernameTests {
    @Test func twentyOneCharactersIsTheLimit() throws {
        // Seed 004 DR1.FR1.6: "21 max character length".
        let longest = String(repeating: "a", count: 21)
        #expect(try Username(longest).value == longest)
        let tooLong = longest + "b"
        #expect(throws: AccountError.usernameTooLong(value: tooLong, length: 22, limit: 21)) { try Username(tooLong) }
    }

    @Test func charactersAreCountedAsTheReaderSeesThem() throws {
        // 20 letters and a family emoji (one character, several scalars) is 21 characters.
        let name = String(repeating: "x", count: 20) + "👩‍👩‍👧"
        #expect(try Username(name).value.count == 21)
    }

    @Test func emptyAndPaddedUsernamesAreRejected() {
        #expect(throws: AccountError.emptyUsername) { try Username("   ") }
        #expect(throws: AccountError.usernameHasSurroundingSpaces(value: " mama ")) { try Username(" mama ") }
    }
}

@Suite struct PasswordRuleTests {
    @Test(arguments: ["abcd1234", "ABCDEFGH", "12345678", "p@ss#w0rd!", "a!@#$%^&*"])
    func acceptedPasswords(password: String) throws {
        // Seed 004 DR1.FR1.6: alphanumeric, symbols !@#$%^&* accepted, 8 characters minimum.
        try PasswordRule.validate(password)
    }

    @Test func sevenCharactersIsTooShort() {
        #expect(throws: AccountError.passwordTooShort(length: 7, minimum: 8)) { try PasswordRule.validate("abc1234") }
    }

    @Test(arguments: [("pass word1", Character(" ")), ("password_1", "_"), ("pässword1", "ä"), ("password1?", "?")])
    func otherCharactersAreRejectedByName(password: String, bad: Character) {
        #expect(throws: AccountError.passwordCharacterNotAllowed(bad)) { try PasswordRule.validate(password) }
    }
}
