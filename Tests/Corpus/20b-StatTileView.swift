//
//  StatTileView.swift
//  Stride
//
//  Created by Elif Kaya on 2024-01-22.
//

import UIKit
import SnapKit

final class StatTileView: UIView {

    let iconView = UIImageView()
    let valueLabel = UILabel()
    let captionLabel = UILabel()

    private(set) var kind: StatKind

    init(kind: StatKind) {
        self.kind = kind
        super.init(frame: .zero)
        setupViews()
        setupConstraints()
        apply(kind)
    }

    override convenience init(frame: CGRect) {
        self.init(kind: .steps)
        self.frame = frame
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(value: String) {
        valueLabel.text = value
    }

    private func setupViews() {
        backgroundColor = Theme.tileBackground
        layer.cornerRadius = Theme.Radius.tile
        layer.cornerCurve = .continuous

        iconView.contentMode = .scaleAspectFit
        valueLabel.font = Theme.valueFont()
        captionLabel.font = Theme.captionFont()
        captionLabel.textColor = .secondaryLabel

        addSubview(iconView)
        addSubview(valueLabel)
        addSubview(captionLabel)
    }

    private func setupConstraints() {
        snp.makeConstraints { make in
            make.height.equalTo(Theme.Size.tileHeight)
        }
        iconView.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(Theme.Spacing.m)
            make.size.equalTo(Theme.Size.iconSide)
        }
        valueLabel.snp.makeConstraints { make in
            make.top.equalTo(iconView.snp.bottom).offset(Theme.Spacing.s)
            make.leading.trailing.equalToSuperview().inset(Theme.Spacing.m)
            make.height.equalTo(24)
        }
        captionLabel.snp.makeConstraints { make in
            make.top.equalTo(valueLabel.snp.bottom).offset(Theme.Spacing.xs)
            make.leading.trailing.equalTo(valueLabel)
            make.height.equalTo(16)
            make.bottom.lessThanOrEqualToSuperview().inset(Theme.Spacing.s)
        }
    }

    private func apply(_ kind: StatKind) {
        iconView.image = UIImage(systemName: kind.symbolName)
        iconView.tintColor = kind.tint
        captionLabel.text = kind.rawValue.uppercased()
        valueLabel.text = "–"
    }
}
