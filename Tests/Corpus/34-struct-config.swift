//
//  ReceiptViewController.swift
//  Tally
//

import UIKit

struct CardStyle {
    var cornerRadius: CGFloat = 12
    var padding: CGFloat = 16
    var spacing: CGFloat = 8
    var rowHeight: CGFloat = 44

    static let compact = CardStyle(padding: 8, rowHeight: 32)
    static let standard = CardStyle()
}

final class ReceiptCardView: UIView {

    let style: CardStyle
    private lazy var titleLabel = UILabel()
    private lazy var amountLabel = UILabel()
    private lazy var rows: [UIView] = [titleLabel, amountLabel]
    private lazy var heightConstraint = heightAnchor.constraint(equalToConstant: contentHeight)

    private var contentHeight: CGFloat {
        style.padding * 2 + CGFloat(rows.count) * style.rowHeight + CGFloat(rows.count - 1) * style.spacing
    }

    private var rowConstraints: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var anchor = topAnchor
        var gap = style.padding
        for row in rows {
            result += [
                row.topAnchor.constraint(equalTo: anchor, constant: gap),
                row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: style.padding),
                row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -style.padding),
                row.heightAnchor.constraint(equalToConstant: style.rowHeight)
            ]
            anchor = row.bottomAnchor
            gap = style.spacing
        }
        return result
    }

    init(style: CardStyle = .standard) {
        self.style = style
        super.init(frame: .zero)
        layer.cornerRadius = style.cornerRadius
        translatesAutoresizingMaskIntoConstraints = false
        rows.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate(rowConstraints + [heightConstraint])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ReceiptViewController: UIViewController {

    private let standardCard = ReceiptCardView()
    private let compactCard = ReceiptCardView(style: .compact)
    private let customCard = ReceiptCardView(style: CardStyle(spacing: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        var above = view.safeAreaLayoutGuide.topAnchor
        for card in [standardCard, compactCard, customCard] {
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: above, constant: 16),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)
            ])
            above = card.bottomAnchor
        }
    }
}
// standard: h = 32 + 88 + 8 = 128 -> (16, 75, 361, 128); rows (16,16,329,44), (16,68,329,44)
// compact: padding 8, rowHeight 32, spacing 8: h = 16 + 64 + 8 = 88 -> (16, 219, 361, 88); rows (8,8,345,32),(8,48,345,32)
// custom: spacing 20: h = 32 + 88 + 20 = 140 -> (16, 323, 361, 140); rows (16,16,329,44),(16,80,329,44)
