//
//  ProductCardView.swift
//  Trailhead
//
//  Created by Jonas Lindqvist on 2020-09-14.
//  Copyright © 2020 Trailhead Outdoor AB. All rights reserved.
//

import UIKit
import SnapKit

final class ProductCardView: UIView {

    let imageView = UIImageView()
    let titleLabel = UILabel()
    let priceLabel = UILabel()
    let buyButton = UIButton(type: .system)

    var onBuy: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
        setupConstraints()
    }

    convenience init(title: String, price: String) {
        self.init(frame: .zero)
        titleLabel.text = title
        priceLabel.text = price
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)

        imageView.backgroundColor = .tertiarySystemFill
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 10
        imageView.clipsToBounds = true

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        priceLabel.font = .preferredFont(forTextStyle: .subheadline)
        priceLabel.textColor = .secondaryLabel

        buyButton.setTitle("Buy", for: .normal)
        buyButton.backgroundColor = .systemGreen
        buyButton.tintColor = .white
        buyButton.layer.cornerRadius = 18
        buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)

        [imageView, titleLabel, priceLabel, buyButton].forEach {
            addSubview($0)
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    private func setupConstraints() {
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: margins.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.6),

            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: buyButton.leadingAnchor, constant: -8),
            titleLabel.heightAnchor.constraint(equalToConstant: 22),

            priceLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            priceLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            priceLabel.widthAnchor.constraint(equalTo: titleLabel.widthAnchor),
            priceLabel.heightAnchor.constraint(equalToConstant: 20),
            priceLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),

            buyButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buyButton.centerYAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            buyButton.widthAnchor.constraint(equalToConstant: 80),
            buyButton.heightAnchor.constraint(equalToConstant: 36)
        ])
    }

    @objc private func buyTapped() {
        onBuy?()
    }
}

final class ShopFeedViewController: UIViewController {

    private let card = ProductCardView(title: "Trail Runner 2", price: "$129")
    private let compactCard = ProductCardView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        compactCard.titleLabel.text = "Summit Jacket"
        compactCard.priceLabel.text = "$249"
        card.onBuy = { [weak self] in self?.showCheckout() }

        view.addSubview(card)
        view.addSubview(compactCard)

        card.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.centerX.equalToSuperview()
            make.width.equalTo(349)
        }
        compactCard.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(16)
            make.centerX.width.equalTo(card)
        }
    }

    private func showCheckout() {
        let alert = UIAlertController(title: "Checkout", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
