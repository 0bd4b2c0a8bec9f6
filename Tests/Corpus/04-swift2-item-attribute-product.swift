//
//  ProductDetailViewController.swift
//  Shoebox
//
//  Created by Luca Ferri on 1/27/16.
//  Copyright © 2016 Shoebox. All rights reserved.
//

import UIKit

class RatingBadge: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.orangeColor()
        layer.cornerRadius = 6
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func intrinsicContentSize() -> CGSize {
        return CGSizeMake(64, 28)
    }
}

class HairlineView: UIView {

    override func intrinsicContentSize() -> CGSize {
        return CGSize(width: UIViewNoIntrinsicMetric, height: 2)
    }
}

class ProductDetailViewController: UIViewController {

    let imageView = UIImageView()
    let badge = RatingBadge()
    let divider = HairlineView()
    let priceLabel = UILabel()

    var product: [String: AnyObject] = ["name": "Canvas Low", "price": 59.0]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.whiteColor()
        title = product["name"] as? String

        imageView.contentMode = .ScaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        priceLabel.font = UIFont.boldSystemFontOfSize(22)
        if let price = product["price"] as? Double {
            priceLabel.text = String(format: "$%.2f", price)
        }
        divider.backgroundColor = UIColor(white: 0.85, alpha: 1)

        for subview in [imageView, badge, divider, priceLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        view.addConstraints([
            NSLayoutConstraint(item: imageView, attribute: .Top, relatedBy: .Equal, toItem: view, attribute: .Top, multiplier: 1.0, constant: 64),
            NSLayoutConstraint(item: imageView, attribute: .Leading, relatedBy: .Equal, toItem: view, attribute: .Leading, multiplier: 1.0, constant: 0),
            NSLayoutConstraint(item: imageView, attribute: .Trailing, relatedBy: .Equal, toItem: view, attribute: .Trailing, multiplier: 1.0, constant: 0),
            NSLayoutConstraint(item: imageView, attribute: .Height, relatedBy: .Equal, toItem: view, attribute: .Height, multiplier: 0.25, constant: 0)
        ])

        view.addConstraint(NSLayoutConstraint(item: badge, attribute: .Top, relatedBy: .Equal, toItem: imageView, attribute: .Bottom, multiplier: 1.0, constant: 12))
        view.addConstraint(NSLayoutConstraint(item: badge, attribute: .Trailing, relatedBy: .Equal, toItem: view, attribute: .Trailing, multiplier: 1.0, constant: -16))

        view.addConstraint(NSLayoutConstraint(item: priceLabel, attribute: .Leading, relatedBy: .Equal, toItem: view, attribute: .Leading, multiplier: 1.0, constant: 16))
        view.addConstraint(NSLayoutConstraint(item: priceLabel, attribute: .CenterY, relatedBy: .Equal, toItem: badge, attribute: .CenterY, multiplier: 1.0, constant: 0))
        view.addConstraint(NSLayoutConstraint(item: priceLabel, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1.0, constant: 120))
        view.addConstraint(NSLayoutConstraint(item: priceLabel, attribute: .Height, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1.0, constant: 28))

        view.addConstraint(NSLayoutConstraint(item: divider, attribute: .Top, relatedBy: .Equal, toItem: badge, attribute: .Bottom, multiplier: 1.0, constant: 16))
        view.addConstraint(NSLayoutConstraint(item: divider, attribute: .Leading, relatedBy: .Equal, toItem: view, attribute: .Leading, multiplier: 1.0, constant: 16))
        view.addConstraint(NSLayoutConstraint(item: divider, attribute: .Trailing, relatedBy: .Equal, toItem: view, attribute: .Trailing, multiplier: 1.0, constant: -16))

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .Action, target: self, action: #selector(ProductDetailViewController.shareTapped))
    }

    func shareTapped() {
        let activity = UIActivityViewController(activityItems: [title ?? ""], applicationActivities: nil)
        presentViewController(activity, animated: true, completion: nil)
    }
}
