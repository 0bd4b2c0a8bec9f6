//
//  PaletteViewController.swift
//  Swatch
//

import UIKit

final class PaletteGridView: UIView {

    enum Swatch: String, CaseIterable {
        case coral, amber, lime, teal, indigo, plum, slate
    }

    var columns = 3 { didSet { setNeedsLayout() } }
    var spacing: CGFloat = 10
    private var tiles: [Swatch: UIView] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        for swatch in Swatch.allCases {
            let tile = UIView()
            tile.accessibilityIdentifier = "tile-\(swatch.rawValue)"
            addSubview(tile)
            tiles[swatch] = tile
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        func side(for width: CGFloat) -> CGFloat {
            let gaps = spacing * CGFloat(columns - 1)
            return ((width - gaps) / CGFloat(columns)).rounded(.down)
        }
        let tileSide = side(for: bounds.width)
        var placed = 0
        defer { assert(placed == Swatch.allCases.count, "placed \(placed) tiles") }

        for (index, swatch) in Swatch.allCases.enumerated() {
            let row = index / columns
            let column = index % columns
            tiles[swatch]?.frame = CGRect(
                x: CGFloat(column) * (tileSide + spacing),
                y: CGFloat(row) * (tileSide + spacing),
                width: tileSide,
                height: tileSide
            )
            placed += 1
        }
    }

    var requiredHeight: CGFloat {
        let rows = (Swatch.allCases.count + columns - 1) / columns
        let tileSide = ((bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        return CGFloat(rows) * tileSide + CGFloat(max(rows - 1, 0)) * spacing
    }
}

final class PaletteViewController: UIViewController {

    private let grid = PaletteGridView()

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.columns = 4
        view.addSubview(grid)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let inset: CGFloat = 16
        let width = view.bounds.width - inset * 2
        grid.frame = CGRect(x: inset, y: view.safeAreaInsets.top + inset, width: width, height: 0)
        grid.frame.size.height = grid.requiredHeight
    }
}
// grid width 361, columns 4, spacing 10: side = floor((361-30)/4) = floor(82.75) = 82
// rows = 2 -> height 2*82 + 10 = 174. grid (16, 75, 361, 174)
// tiles: (0,0),(92,0),(184,0),(276,0),(0,92),(92,92),(184,92), each 82x82
