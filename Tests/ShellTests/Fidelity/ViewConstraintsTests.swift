import Testing
@testable import Shell

/// `UIView.constraints`, Apple's documentation: "the constraints held by
/// the view", which a constraint is when the view is the closest ancestor
/// of its items, or the item itself: a view's own width and height are on
/// it, its ties to its superview on the superview. And what code reads of
/// a constraint to pick some of them: `firstAttribute`, `relation`,
/// `firstItem`.
@Suite struct ViewConstraintsTests {
    @Test func aViewHoldsItsOwnSizeAndItsSuperviewTheTies() throws {
        let (session, lines) = try FidelityTests.session("""
            let card = UIView()
            view.addSubview(card)
            card.translatesAutoresizingMaskIntoConstraints = false
            card.widthAnchor.constraint(equalToConstant: 200).isActive = true
            card.heightAnchor.constraint(equalToConstant: 100).isActive = true
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
            let held = card.constraints.count * 10 + view.constraints.count
            let tall = card.constraints.filter { $0.firstAttribute == .height && $0.relation == .equal }
            for c in tall { c.constant = 50 }
            let sameCard = card.constraints.first?.firstItem === card
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        FidelityTests.expect(session, "card.frame == (96.5, 79, 200, 50)")
        #expect(!session.handle("card.frame = CGRect(x: 0, y: 0, width: CGFloat(held), height: sameCard ? 1 : 0)").failed)
        // Both of its size constraints are the card's, the other two the root's
        // (2 × 10 + 2); without all four, the frame set above places it.
        #expect(!session.handle("NSLayoutConstraint.deactivate(view.constraints + card.constraints)").failed)
        #expect(!session.handle("card.translatesAutoresizingMaskIntoConstraints = true").failed)
        FidelityTests.expect(session, "card.frame == (0, 0, 22, 1)")
        #expect(session.handle(":broken").lines.first == "no broken constraints")
    }
}
