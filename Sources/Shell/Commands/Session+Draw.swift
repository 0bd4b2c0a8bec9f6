import LayoutModel

/// `:draw [VIEW] [--crop] [--width N] [--height N]`.
extension Session {
    /// The columns `--width` takes: a legend line needs about 32, and wider
    /// than 400 is no terminal's.
    static let drawWidths = 32...400
    /// The rows `--height` takes: fewer than 8 leave no room inside a box.
    static let drawHeights = 8...400

    /// Draws the layout to fit the terminal (`screen`), or the size the
    /// options ask for: `--width N` alone is N columns and as tall as the
    /// view's proportions ask; `--height N` is at most N rows, still within
    /// the terminal's width (or `--width`'s).
    func draw(_ input: CommandInput) throws(CommandFailure) -> Output {
        var width: Int?
        var height: Int?
        var name: CommandInput.Word?
        var crop: CommandInput.Word?
        var i = 0
        let words = input.arguments
        while i < words.count {
            let word = words[i]
            switch word.text {
            case "--width", "--height":
                let isWidth = word.text == "--width"
                if (isWidth ? width : height) != nil {
                    throw CommandFailure("\(word.text) is given twice", word, hint: "give it once")
                }
                let range = isWidth ? Self.drawWidths : Self.drawHeights
                let what = isWidth ? "columns" : "rows"
                guard i + 1 < words.count else { throw CommandFailure("\(word.text) needs a number of \(what)", word) }
                guard let n = Int(words[i + 1].text), range.contains(n) else {
                    throw CommandFailure("\(word.text) takes a number of \(what), \(range.lowerBound)...\(range.upperBound)", words[i + 1],
                                         hint: isWidth ? "a legend line needs about 32" : "a box needs a few rows to show inside")
                }
                if isWidth { width = n } else { height = n }
                i += 2
            case "--crop":
                crop = word
                i += 1
            default:
                name = word
                i += 1
            }
        }
        var view: ViewID?
        if let name {
            guard let v = engine.layout.view(named: name.text) else { throw noView(name) }
            view = v
        }
        if let crop, view == nil {
            throw CommandFailure("--crop needs a view to crop to", crop, hint: "e.g. :draw card --crop")
        }
        let fit: Picture.Fit
        switch (width, height) {
        case (nil, nil): fit = .screen(screen())
        case (let w?, nil): fit = Picture.Fit(columns: w)
        case (let w, let h?): fit = Picture.Fit(columns: w ?? screen().columns, rows: h)
        }
        var output = Output()
        output.show(Picture.render(engine, view: view, crop: crop != nil, fit: fit, color: color))
        return output
    }
}
