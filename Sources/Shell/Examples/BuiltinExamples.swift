/// The scripts `layoutsh --example NAME` runs: small sessions that show what
/// the shell does. (The seed scenarios live in examples/ as transcripts.)
public enum BuiltinExample: String, CaseIterable, Sendable {
    case tour, stretchy, conflict

    /// A one-line description for `--help`.
    public var summary: String {
        switch self {
        case .tour: return "a card in a scroll view: why its label does not wrap, fixed, drawn and rotated"
        case .stretchy: return "seed 003's stretchy header, pulled down and scrolled up"
        case .conflict: return "the classic autoresizing-mask conflict, explained and fixed"
        }
    }

    public var script: String {
        switch self {
        case .tour: return """
            // A scroll view holding a card: a title and a label that should wrap.
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { make in
                make.edges.equalTo(view.safeAreaLayoutGuide)
            }
            let card = UIView()
            scrollView.addSubview(card)
            card.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(20)
            }
            let title = UILabel()
            title.text = "Auto Layout"
            title.font = UIFont.boldSystemFont(ofSize: 24)
            let body = UILabel()
            body.text = "layoutsh solves constraints as UIKit does and explains what it finds."
            body.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.spacing = 8
            // Until SnapKit turns its translatesAutoresizingMaskIntoConstraints off, the
            // stack keeps its autoresizing frame, (0, 0, 0, 0): two labels and 8 pt of
            // spacing must fit in a height of 0, and which label gives way is a tie.
            card.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(16)
            }
            // Edges inside a scroll view pin its content area, not its frame: the card
            // is only as wide as its text asks (the title's width), not the screen's.
            :layout scrollView
            :why card.width
            // Tie the card's width to the scroll view's frame (a width attaches to the frame).
            card.snp.makeConstraints { make in
                make.width.equalToSuperview().offset(-40)
            }
            :layout scrollView
            :draw
            :rotate
            :layout card
            :rotate
            """
        case .stretchy: return """
            // Seed 003 (TwoLivesLeft/StretchyLayout): the header image is pinned to
            // the screen's top at .high and at least as tall as its container.
            let scrollView = UIScrollView()
            view.addSubview(scrollView)
            scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
            let imageContainer = UIView()
            let imageView = UIImageView()
            let textContainer = UIView()
            scrollView.addSubview(imageContainer)
            scrollView.addSubview(imageView)
            scrollView.addSubview(textContainer)
            imageContainer.snp.makeConstraints { make in
                make.top.equalTo(scrollView)
                make.left.right.equalTo(view)
                make.height.equalTo(imageContainer.snp.width).multipliedBy(0.7)
            }
            imageView.snp.makeConstraints { make in
                make.left.right.equalTo(imageContainer)
                make.top.equalTo(view).priority(.high)
                make.height.greaterThanOrEqualTo(imageContainer.snp.height).priority(.required)
                make.bottom.equalTo(imageContainer.snp.bottom)
            }
            textContainer.snp.makeConstraints { make in
                make.top.equalTo(imageContainer.snp.bottom)
                make.left.right.equalTo(view)
                make.bottom.equalTo(scrollView)
                make.height.equalTo(1200)
            }
            // At rest the scroll view is inset by the safe area (offset 0,-59):
            // the image, pinned to the screen's top, covers the status bar too.
            :layout scrollView
            :scroll scrollView 0,-100
            :expect imageView.frame == (0, -100, 393, 375.1)
            :scroll scrollView 0,300
            :expect imageView.height == 275.1
            """
        case .conflict: return """
            // A view made in code keeps translatesAutoresizingMaskIntoConstraints = true:
            // its zero frame becomes constraints, and anchors then conflict with them.
            let badge = UIView()
            view.addSubview(badge)
            badge.widthAnchor.constraint(equalToConstant: 80).isActive = true
            :broken
            badge.translatesAutoresizingMaskIntoConstraints = false
            :broken
            """
        }
    }
}
