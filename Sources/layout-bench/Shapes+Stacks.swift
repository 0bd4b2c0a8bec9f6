/// Shapes built from stack views.
extension Shape {
    /// A long form or settings page in a plain vertical stack that does not
    /// fit the screen: the labels' compression resistances give way.
    static let overflowingStack = Shape(
        name: "overflowing-stack",
        summary: "a vertical stack of N labels pinned to the safe area, too tall for it"
    ) { views, style in
        let rows = Repeated(variable: "label", first: nil, count: max(2, views - 1), body: """
            let {v} = UILabel()
            {v}.text = "Setting {i}"
            stack.addArrangedSubview({v})

            """)
        let middle = rows.name(rows.count / 2, style)
        return Source(text: """
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8
            view.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.edges.equalTo(view.safeAreaLayoutGuide).inset(16)
            }

            """ + rows.text(style),
            why: "\(middle).height", exercise: middle, scroll: nil,
            edit: "\(middle).text = \"A setting with a longer name\"")
    }

    /// A scroll view holding a vertical stack of rows, each a horizontal
    /// stack of a name, a value and a box: every tenth row's labels tie at
    /// equal hugging, every fiftieth row's box has two required widths.
    static let scrollRows = Shape(
        name: "scroll-rows",
        summary: "a scroll view of N/4 rows, each a horizontal stack of two labels and a box"
    ) { views, style in
        let rows = Repeated(variable: "row", first: nil, count: max(1, views / 4), body: """
            let {v} = UIStackView()
            {v}.axis = .horizontal
            {v}.spacing = 8
            let name{v} = UILabel()
            name{v}.text = "Row {i}"
            let value{v} = UILabel()
            value{v}.text = "Value"
            if {i} % 10 != 0 {
                value{v}.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: .horizontal)
            }
            let box{v} = UIView()
            {v}.addArrangedSubview(name{v})
            {v}.addArrangedSubview(value{v})
            {v}.addArrangedSubview(box{v})
            box{v}.snp.makeConstraints { make in make.width.equalTo(40) }
            if {i} % 50 == 49 {
                box{v}.snp.makeConstraints { make in make.width.equalTo(60) }
            }
            stack.addArrangedSubview({v})

            """)
        // A row after the middle one that neither ties nor conflicts.
        let row = rows.count / 2 + 1
        let box = "box" + rows.name(row, style)
        return Source(text: Shape.safeScrollView + """
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 4
            scroll.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.edges.equalToSuperview()
                make.width.equalToSuperview()
            }

            """ + rows.text(style),
            why: "\(box).x", exercise: "value" + rows.name(0, style), scroll: "scroll",
            edit: "\(box).snp.updateConstraints { make in make.width.equalTo(44) }")
    }

    /// A settings form as nested stacks: sections of a title and rows of a
    /// caption and a text field, each section with margins, in a scroll view.
    static let formStacks = Shape(
        name: "form-stacks",
        summary: "nested stacks: N/17 sections of a title and 5 rows of a caption and a text field"
    ) { views, style in
        let sections = Repeated(variable: "section", first: nil, count: max(1, views / 17), body: """
            let {v} = UIStackView()
            {v}.axis = .vertical
            {v}.spacing = 12
            {v}.isLayoutMarginsRelativeArrangement = true
            {v}.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let title{v} = UILabel()
            title{v}.text = "Section {i}"
            title{v}.font = .boldSystemFont(ofSize: 20)
            {v}.addArrangedSubview(title{v})
            for field in ["Name", "Email", "Phone", "Street", "City"] {
                let caption = UILabel()
                caption.text = field
                caption.setContentHuggingPriority(.required, for: .horizontal)
                let input = UITextField()
                input.placeholder = field
                let line = UIStackView(arrangedSubviews: [caption, input])
                line.axis = .horizontal
                line.spacing = 8
                line.alignment = .firstBaseline
                {v}.addArrangedSubview(line)
            }
            form.addArrangedSubview({v})

            """)
        let middle = sections.name(sections.count / 2, style)
        return Source(text: """
            let scroll = UIScrollView()
            view.addSubview(scroll)
            scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
            let form = UIStackView()
            form.axis = .vertical
            form.spacing = 24
            scroll.addSubview(form)
            form.snp.makeConstraints { make in
                make.edges.equalTo(scroll.contentLayoutGuide)
                make.width.equalTo(scroll.frameLayoutGuide)
            }

            """ + sections.text(style),
            why: "title\(middle).y", exercise: "title\(middle)", scroll: "scroll",
            edit: "title\(middle).text = \"A section with a much longer title\"")
    }

    /// A settings screen as tutorials write it: a vertical stack in a
    /// scroll view, each row a stack of a text stack (a title and a wrapping
    /// detail) beside a switch, centred. A row's y is a bound there, not a
    /// sum, so `:why` proves it both ways down every row above it.
    static let settingsRows = Shape(
        name: "settings-rows",
        summary: "a scroll view's stack of N/5 rows, each a title and a detail stacked beside a switch, centred"
    ) { views, style in
        let rows = Repeated(variable: "row", first: nil, count: max(1, views / 5), body: """
            let title{v} = UILabel()
            title{v}.text = "Setting {i}"
            let detail{v} = UILabel()
            detail{v}.text = "What setting {i} changes"
            detail{v}.numberOfLines = 0
            let text{v} = UIStackView(arrangedSubviews: [title{v}, detail{v}])
            text{v}.axis = .vertical
            text{v}.spacing = 4
            let toggle{v} = UISwitch()
            let {v} = UIStackView(arrangedSubviews: [text{v}, toggle{v}])
            {v}.alignment = .center
            {v}.spacing = 12
            stack.addArrangedSubview({v})

            """)
        let middle = rows.name(rows.count / 2, style)
        return Source(text: Shape.safeScrollView + """
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 12
            scroll.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.edges.equalTo(scroll.contentLayoutGuide).inset(16)
                make.width.equalTo(scroll.frameLayoutGuide).offset(-32)
            }

            """ + rows.text(style),
            why: "\(middle).y", exercise: "title\(middle)", scroll: "scroll",
            edit: "detail\(middle).text = \"What this setting changes, now in a sentence long enough to wrap\"")
    }
}
