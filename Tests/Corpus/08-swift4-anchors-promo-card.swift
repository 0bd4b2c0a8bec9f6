//
//  PromoCardViewController.swift
//  Basket
//
//  Created by Chloé Martin on 04/03/2018.
//  Copyright © 2018 Basket SAS. All rights reserved.
//

import UIKit

protocol PromoCardViewControllerDelegate: class {
    func promoCardDidRedeem(_ controller: PromoCardViewController)
}

class PromoCardViewController: UIViewController {

    weak var delegate: PromoCardViewControllerDelegate?

    let dimmingView = UIView()
    let cardView = UIView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let actionButton = UIButton(type: .system)
    let closeButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        configureViews()
        configureConstraints()
    }

    private func configureViews() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 14
        cardView.clipsToBounds = true

        imageView.image = UIImage(named: "promo-banner")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true

        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.text = "20% off your next order"

        let attributes: [NSAttributedStringKey: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 15),
            .foregroundColor: UIColor.white
        ]
        actionButton.setAttributedTitle(NSAttributedString(string: "Redeem", attributes: attributes), for: .normal)
        actionButton.backgroundColor = UIColor(red: 0.95, green: 0.35, blue: 0.2, alpha: 1)
        actionButton.layer.cornerRadius = 8
        actionButton.addTarget(self, action: #selector(redeemTapped), for: .touchUpInside)

        closeButton.setImage(UIImage(named: "close"), for: .normal)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        for subview in [dimmingView, cardView, closeButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [imageView, titleLabel, actionButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            cardView.addSubview(subview)
        }
    }

    private func configureConstraints() {
        let guide = view.safeAreaLayoutGuide

        let preferredWidth = cardView.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -40)
        preferredWidth.priority = UILayoutPriority(rawValue: 999)

        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: view.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            cardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            preferredWidth,
            cardView.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            cardView.heightAnchor.constraint(equalToConstant: 201),

            imageView.topAnchor.constraint(equalTo: cardView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor),
            imageView.heightAnchor.constraint(equalToConstant: 120),

            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -16),
            titleLabel.heightAnchor.constraint(equalToConstant: 22),

            actionButton.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -16),
            actionButton.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -12),
            actionButton.widthAnchor.constraint(equalToConstant: 88),
            actionButton.heightAnchor.constraint(equalToConstant: 32),

            closeButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            closeButton.widthAnchor.constraint(equalToConstant: 44),
            closeButton.heightAnchor.constraint(equalTo: closeButton.widthAnchor)
        ])
    }

    @objc private func redeemTapped() {
        delegate?.promoCardDidRedeem(self)
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
