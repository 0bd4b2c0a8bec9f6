/// Shapes whose constraints conflict.
extension Shape {
    /// Rows of a name and a box whose two required widths conflict: as
    /// many independent conflicts as rows.
    static let manyConflicts = Shape(
        name: "many-conflicts",
        summary: "N/3 rows, each a label and a box with two required widths that conflict"
    ) { views, style in
        let rows = Repeated(variable: "cell", first: "view", count: max(2, views / 3), body: """
            let {v} = UIView()
            view.addSubview({v})
            let caption{v} = UILabel()
            caption{v}.text = "Cell {i}"
            {v}.addSubview(caption{v})
            let badge{v} = UIView()
            {v}.addSubview(badge{v})
            {v}.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview()
                make.top.equalTo({i} == 0 ? view.snp.top : {prev}.snp.bottom)
                make.height.equalTo(30)
            }
            caption{v}.snp.makeConstraints { make in
                make.leading.centerY.equalToSuperview()
            }
            badge{v}.snp.makeConstraints { make in
                make.leading.equalTo(caption{v}.snp.trailing).offset(8)
                make.centerY.equalToSuperview()
                make.width.height.equalTo(24)
                make.width.equalTo(32)
            }

            """)
        let middle = rows.name(rows.count / 2, style)
        return Source(text: rows.text(style), why: "badge\(middle).width", exercise: "caption\(middle)", scroll: nil,
                      edit: "badge\(middle).snp.updateConstraints { make in make.height.equalTo(20) }")
    }

    /// A row of fixed-width views between the screen's edges, each pinned to
    /// the previous one: one conflict that runs through every view.
    static let conflictChain = Shape(
        name: "conflict-chain",
        summary: "N views of width 8 in a row pinned to both edges: one conflict through all"
    ) { views, style in
        let links = Repeated(variable: "link", first: "view", count: max(2, views - 1), body: """
            let {v} = UIView()
            {v}.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview({v})
            NSLayoutConstraint.activate([
                {v}.leadingAnchor.constraint(equalTo: {i} == 0 ? view.leadingAnchor : {prev}.trailingAnchor),
                {v}.widthAnchor.constraint(equalToConstant: 8),
                {v}.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                {v}.heightAnchor.constraint(equalToConstant: 8),
            ])

            """)
        let middle = links.name(links.count / 2, style)
        return Source(text: links.text(style) + """
            \(links.last(style)).trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true

            """,
            why: "\(middle).x", exercise: middle, scroll: nil,
            edit: "\(middle).widthAnchor.constraint(equalToConstant: 4).isActive = true")
    }
}
