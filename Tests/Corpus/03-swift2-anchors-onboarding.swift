//
//  WelcomeViewController.swift
//  Sprout
//
//  Created by Priya Raman on 5/9/16.
//  Copyright © 2016 Sprout Garden Co. All rights reserved.
//

import UIKit

class WelcomeViewController: UIViewController {

    private let pageCount = 3

    private let heroView = UIView()
    private let dotsStack = UIStackView()

    private lazy var nextButton: UIButton = {
        let button = UIButton(type: .System)
        button.setTitle("Get Started", forState: .Normal)
        button.setTitleColor(UIColor.whiteColor(), forState: .Normal)
        button.titleLabel?.font = UIFont.boldSystemFontOfSize(18)
        button.backgroundColor = UIColor(red: 0.22, green: 0.62, blue: 0.34, alpha: 1.0)
        button.layer.cornerRadius = 25
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private lazy var skipButton: UIButton = {
        let button = UIButton(type: .System)
        button.setTitle("Skip", forState: .Normal)
        button.tintColor = UIColor.whiteColor()
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.whiteColor()

        heroView.backgroundColor = UIColor(red: 0.85, green: 0.95, blue: 0.87, alpha: 1.0)
        heroView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(heroView)

        dotsStack.axis = .Horizontal
        dotsStack.distribution = .FillEqually
        dotsStack.alignment = .Fill
        dotsStack.spacing = 6
        dotsStack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<pageCount {
            let dot = UIView()
            dot.backgroundColor = index == 0 ? UIColor.darkGrayColor() : UIColor.lightGrayColor()
            dot.layer.cornerRadius = 4.5
            dotsStack.addArrangedSubview(dot)
        }
        view.addSubview(dotsStack)

        nextButton.addTarget(self, action: #selector(WelcomeViewController.nextTapped), forControlEvents: .TouchUpInside)
        view.addSubview(nextButton)

        skipButton.addTarget(self, action: #selector(WelcomeViewController.skipTapped), forControlEvents: .TouchUpInside)
        view.addSubview(skipButton)

        setupConstraints()
    }

    private func setupConstraints() {
        NSLayoutConstraint.activateConstraints([
            heroView.topAnchor.constraintEqualToAnchor(topLayoutGuide.bottomAnchor),
            heroView.leadingAnchor.constraintEqualToAnchor(view.leadingAnchor),
            heroView.trailingAnchor.constraintEqualToAnchor(view.trailingAnchor),
            heroView.heightAnchor.constraintEqualToAnchor(view.heightAnchor, multiplier: 0.5),

            dotsStack.topAnchor.constraintEqualToAnchor(heroView.bottomAnchor, constant: 24),
            dotsStack.centerXAnchor.constraintEqualToAnchor(view.centerXAnchor),
            dotsStack.widthAnchor.constraintEqualToConstant(39),
            dotsStack.heightAnchor.constraintEqualToConstant(9)
        ])

        nextButton.leadingAnchor.constraintEqualToAnchor(view.leadingAnchor, constant: 24).active = true
        nextButton.trailingAnchor.constraintEqualToAnchor(view.trailingAnchor, constant: -24).active = true
        nextButton.bottomAnchor.constraintEqualToAnchor(bottomLayoutGuide.topAnchor, constant: -16).active = true
        nextButton.heightAnchor.constraintEqualToConstant(50).active = true

        skipButton.topAnchor.constraintEqualToAnchor(topLayoutGuide.bottomAnchor, constant: 8).active = true
        skipButton.trailingAnchor.constraintEqualToAnchor(view.trailingAnchor, constant: -16).active = true
        skipButton.widthAnchor.constraintEqualToConstant(60).active = true
        skipButton.heightAnchor.constraintEqualToConstant(30).active = true
    }

    override func preferredStatusBarStyle() -> UIStatusBarStyle {
        return .Default
    }

    func nextTapped() {
        let defaults = NSUserDefaults.standardUserDefaults()
        defaults.setBool(true, forKey: "didSeeWelcome")
        dismissViewControllerAnimated(true, completion: nil)
    }

    func skipTapped() {
        print("skip onboarding")
        nextTapped()
    }
}
