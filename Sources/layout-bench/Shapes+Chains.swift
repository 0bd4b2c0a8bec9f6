/// Shapes built from chains of constraints between siblings or generations.
extension Shape {
    /// A scroll view's content view holding labels, each pinned below the
    /// previous one, the last one to the content view's bottom.
    static let labelChain = Shape(
        name: "label-chain",
        summary: "a scroll view's content view with N labels, each top to the previous bottom"
    ) { views, style in
        let labels = Repeated(variable: "label", first: "header", count: max(2, views - 4), body: """
            let {v} = UILabel()
            {v}.text = "Item {i}"
            {v}.numberOfLines = 0
            content.addSubview({v})
            {v}.snp.makeConstraints { make in
                make.top.equalTo({prev}.snp.bottom).offset(8)
                make.leading.trailing.equalToSuperview().inset(16)
            }

            """)
        let middle = labels.name(labels.count / 2, style)
        return Source(text: Shape.safeScrollView + """
            let content = UIView()
            scroll.addSubview(content)
            content.snp.makeConstraints { make in
                make.edges.equalTo(scroll.contentLayoutGuide)
                make.width.equalTo(scroll.frameLayoutGuide)
            }
            let header = UILabel()
            header.text = "Header"
            content.addSubview(header)
            header.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16) }

            """ + labels.text(style) + """
            \(labels.last(style)).snp.makeConstraints { make in make.bottom.equalToSuperview().inset(16) }

            """,
            why: "\(middle).y", exercise: middle, scroll: "scroll",
            edit: "\(middle).text = \"An item whose text now wraps onto a second line, and then a third one as well\"")
    }

    /// An article in a scroll view, written with anchors as most UIKit code
    /// is: each paragraph made, its autoresizing turned off, added (it is
    /// ambiguous until its constraints come), then pinned below the one
    /// before, between its container's margins.
    static let article = Shape(
        name: "article",
        summary: "anchor-style paragraphs in a scroll view, each ambiguous from added until pinned"
    ) { views, style in
        let paragraphs = Repeated(variable: "paragraph", first: "titleLabel", count: max(2, views - 4), body: """
            let {v} = UILabel()
            {v}.translatesAutoresizingMaskIntoConstraints = false
            {v}.numberOfLines = 0
            {v}.text = "Paragraph {i}"
            container.addSubview({v})
            NSLayoutConstraint.activate([
                {v}.topAnchor.constraint(equalTo: {prev}.bottomAnchor, constant: 12),
                {v}.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                {v}.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            ])

            """)
        let middle = paragraphs.name(paragraphs.count / 2, style)
        return Source(text: """
            let scrollView = UIScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            let container = UIView()
            container.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(container)
            NSLayoutConstraint.activate([
                container.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                container.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                container.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                container.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
            let titleLabel = UILabel()
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.font = .boldSystemFont(ofSize: 28)
            titleLabel.text = "Title"
            container.addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            ])

            """ + paragraphs.text(style) + """
            \(paragraphs.last(style)).bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor).isActive = true

            """,
            why: "\(middle).y", exercise: middle, scroll: "scrollView",
            edit: "\(middle).text = \"A paragraph whose text now wraps onto a second line, and then a third one as well\"")
    }

    /// Each view inside the previous one, a hair inset: a hierarchy as deep
    /// as there are views.
    static let deepHierarchy = Shape(
        name: "deep-hierarchy",
        summary: "N views, each inside the previous one, inset on every edge"
    ) { views, style in
        let inset = 150.0 / Double(max(1, views))
        let nested = Repeated(variable: "level", first: "view", count: max(2, views - 1), body: """
            let {v} = UIView()
            {prev}.addSubview({v})
            {v}.snp.makeConstraints { make in make.edges.equalToSuperview().inset(\(inset)) }

            """)
        let middle = nested.name(nested.count / 2, style)
        return Source(text: nested.text(style), why: "\(middle).width", exercise: middle, scroll: nil,
                      edit: "\(middle).snp.updateConstraints { make in make.edges.equalToSuperview().inset(0) }")
    }

    /// A horizontal scroll view's row of short labels, all at the same
    /// hugging priority, in a row wider than they need: which one takes the
    /// extra width is a tie.
    static let wideTie = Shape(
        name: "wide-tie",
        summary: "a row of N labels at equal hugging in a wider row of a horizontal scroll view"
    ) { views, style in
        let count = max(2, views - 3)
        let cells = Repeated(variable: "tag", first: "row", count: count, body: """
            let {v} = UILabel()
            {v}.text = "#"
            row.addSubview({v})
            {v}.snp.makeConstraints { make in
                make.top.bottom.equalToSuperview()
                make.leading.equalTo({i} == 0 ? row.snp.leading : {prev}.snp.trailing)
            }

            """)
        let middle = cells.name(count / 2, style)
        return Source(text: Shape.safeScrollView + """
            let row = UIView()
            scroll.addSubview(row)
            row.snp.makeConstraints { make in
                make.edges.equalTo(scroll.contentLayoutGuide)
                make.height.equalTo(scroll.frameLayoutGuide)
                make.width.equalTo(\(count * 20))
            }

            """ + cells.text(style) + """
            \(cells.last(style)).snp.makeConstraints { make in make.trailing.equalToSuperview() }

            """,
            why: "\(middle).width", exercise: middle, scroll: "scroll",
            edit: "\(middle).setContentHuggingPriority(.defaultLow, for: .horizontal)")
    }

    /// A grid of cells in rows: equal widths across each row, equal heights
    /// down the rows, as a calendar or a keypad is built by hand.
    static let grid = Shape(
        name: "grid",
        summary: "√N rows of √N cells: equal widths in each row, equal row heights"
    ) { views, style in
        let columns = max(2, Int(Double(views).squareRoot()))
        let rows = Repeated(variable: "week", first: "board", count: max(1, views / (columns + 1)), body: """
            let {v} = UIView()
            board.addSubview({v})
            {v}.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview()
                make.top.equalTo({i} == 0 ? board.snp.top : {prev}.snp.bottom)
                make.height.equalTo(board.subviews[0])
            }
            for c in 0..<\(columns) {
                let day = UIView()
                {v}.addSubview(day)
                day.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    make.leading.equalTo(c == 0 ? {v}.snp.leading : {v}.subviews[c - 1].snp.trailing)
                    make.width.equalTo({v}.subviews[0])
                }
            }
            {v}.subviews[\(columns - 1)].snp.makeConstraints { make in make.trailing.equalToSuperview() }

            """)
        let middle = rows.name(rows.count / 2, style)
        return Source(text: """
            let board = UIView()
            view.addSubview(board)
            board.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide).inset(8) }

            """ + rows.text(style) + """
            \(rows.last(style)).snp.makeConstraints { make in make.bottom.equalToSuperview() }

            """,
            why: "\(middle).y", exercise: middle, scroll: nil,
            edit: "board.snp.updateConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide).inset(12) }")
    }

    /// Rows of badges placed only by inequalities (at least 4 apart, at most
    /// 120 wide, within the row) with a weak wish to sit close: every
    /// position is decided by optional constraints.
    static let inequalityChains = Shape(
        name: "inequality-chains",
        summary: "chains of N views placed by >= and <= constraints and weak equalities"
    ) { views, style in
        let badges = Repeated(variable: "badge", first: "view", count: max(2, views - 1), body: """
            let {v} = UIView()
            view.addSubview({v})
            {v}.snp.makeConstraints { make in
                make.height.equalTo(20)
                make.width.greaterThanOrEqualTo(30)
                make.width.lessThanOrEqualTo(120)
                make.width.equalTo(60).priority(.low)
                make.leading.greaterThanOrEqualToSuperview().offset(8)
                make.trailing.lessThanOrEqualToSuperview().offset(-8)
                if {i} % 4 == 0 {
                    make.top.greaterThanOrEqualTo({i} == 0 ? view.snp.top : {prev}.snp.bottom).offset(4)
                    make.top.equalTo({i} == 0 ? view.snp.top : {prev}.snp.bottom).offset(4).priority(.low)
                    make.leading.equalToSuperview().offset(8).priority(.low)
                } else {
                    make.top.equalTo({prev})
                    make.leading.greaterThanOrEqualTo({prev}.snp.trailing).offset(4)
                    make.leading.equalTo({prev}.snp.trailing).offset(4).priority(.low)
                }
            }

            """)
        let middle = badges.name(badges.count / 2, style)
        return Source(text: badges.text(style), why: "\(middle).x", exercise: middle, scroll: nil,
                      edit: "\(middle).snp.makeConstraints { make in make.width.equalTo(90).priority(.high) }")
    }
}
