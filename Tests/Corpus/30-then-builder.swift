//
//  CheckoutViewController.swift
//  Basket
//

import UIKit
import SnapKit

protocol Then {}

extension Then where Self: AnyObject {
    @discardableResult
    func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension Then {
    func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try block(&copy)
        return copy
    }
}

extension NSObject: Then {}
extension UIEdgeInsets: Then {}

final class CheckoutViewController: UIViewController {

    private let summaryCard = UIView().then {
        $0.backgroundColor = .secondarySystemBackground
        $0.layer.cornerRadius = 16
    }

    private let totalLabel = UILabel().then {
        $0.font = .systemFont(ofSize: 28, weight: .bold)
        $0.textAlignment = .right
        $0.text = "$42.00"
    }

    private let itemsLabel = UILabel().then { label in
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
    }

    private let payButton = UIButton(type: .system).then {
        $0.setTitle("Pay now", for: .normal)
        $0.backgroundColor = .systemBlue
        $0.layer.cornerRadius = 12
    }

    private let insets = UIEdgeInsets.zero.with {
        $0.left = 20
        $0.right = 20
        $0.top = 12
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        view.addSubview(summaryCard)
        summaryCard.addSubview(itemsLabel)
        summaryCard.addSubview(totalLabel)
        view.addSubview(payButton)

        summaryCard.snp.makeConstraints {
            $0.top.equalTo(view.safeAreaLayoutGuide).offset(insets.top)
            $0.left.right.equalToSuperview().inset(insets)
            $0.height.equalTo(140)
        }
        itemsLabel.snp.makeConstraints {
            $0.top.left.equalToSuperview().offset(16)
            $0.right.equalTo(totalLabel.snp.left).offset(-8)
            $0.bottom.equalToSuperview().offset(-16)
        }
        totalLabel.snp.makeConstraints {
            $0.right.equalToSuperview().inset(16)
            $0.centerY.equalToSuperview()
            $0.width.equalTo(120)
            $0.height.equalTo(34)
        }
        payButton.snp.makeConstraints {
            $0.leading.trailing.equalTo(summaryCard)
            $0.top.equalTo(summaryCard.snp.bottom).offset(24)
            $0.height.equalTo(52)
        }
    }
}
// Expected: summaryCard (20, 71, 353, 140); totalLabel (217, 53, 120, 34)
// itemsLabel (16, 16, 193, 108); payButton (20, 235, 353, 52)
