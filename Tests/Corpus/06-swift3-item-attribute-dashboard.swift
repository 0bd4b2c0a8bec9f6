//
//  DashboardViewController.swift
//  Greenhouse
//
//  Created by Tomasz Nowak on 2/3/17.
//  Copyright © 2017 Greenhouse Systems. All rights reserved.
//

import UIKit

final class DashboardViewController: UIViewController {

    let headerView = UIView()
    let leftPanel = UIView()
    let rightPanel = UIView()
    let statusDot = UIView()
    let bottomBar = UIView()

    private var refreshTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.groupTableViewBackground

        headerView.backgroundColor = UIColor(red: 0.12, green: 0.45, blue: 0.3, alpha: 1)
        leftPanel.backgroundColor = UIColor.white
        rightPanel.backgroundColor = UIColor.white
        statusDot.backgroundColor = UIColor.green
        statusDot.layer.cornerRadius = 6
        bottomBar.backgroundColor = UIColor(white: 0.98, alpha: 1)

        [headerView, leftPanel, rightPanel, bottomBar].forEach { panel in
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
        }
        statusDot.translatesAutoresizingMaskIntoConstraints = false
        rightPanel.addSubview(statusDot)

        var constraints = [NSLayoutConstraint]()

        // Header: under the status bar, a quarter of the screen high
        constraints.append(constraint(headerView, .top, to: topLayoutGuide, .bottom))
        constraints.append(constraint(headerView, .leading, to: view, .leading))
        constraints.append(constraint(headerView, .trailing, to: view, .trailing))
        constraints.append(constraint(headerView, .height, to: view, .height, multiplier: 0.25))

        // Two panels side by side
        constraints.append(constraint(leftPanel, .top, to: headerView, .bottom, constant: 10))
        constraints.append(constraint(leftPanel, .leading, to: view, .leading, constant: 10))
        constraints.append(constraint(leftPanel, .width, to: nil, .notAnAttribute, constant: 180))
        constraints.append(constraint(leftPanel, .height, to: nil, .notAnAttribute, constant: 120))

        constraints.append(constraint(rightPanel, .top, to: leftPanel, .top))
        constraints.append(constraint(rightPanel, .leading, to: leftPanel, .trailing, constant: 13))
        constraints.append(constraint(rightPanel, .trailing, to: view, .trailing, constant: -10))
        constraints.append(constraint(rightPanel, .height, to: leftPanel, .height, multiplier: 1.5))

        // Status indicator in the right panel
        constraints.append(constraint(statusDot, .centerX, to: rightPanel, .centerX))
        constraints.append(constraint(statusDot, .top, to: rightPanel, .top, constant: 8))
        constraints.append(constraint(statusDot, .width, to: nil, .notAnAttribute, constant: 12))
        constraints.append(constraint(statusDot, .height, to: statusDot, .width))

        // Bottom bar sits on the bottom layout guide, like a tab bar
        constraints.append(constraint(bottomBar, .bottom, to: bottomLayoutGuide, .top))
        constraints.append(constraint(bottomBar, .leading, to: view, .leading))
        constraints.append(constraint(bottomBar, .trailing, to: view, .trailing))
        constraints.append(constraint(bottomBar, .height, to: nil, .notAnAttribute, constant: 49))

        NSLayoutConstraint.activate(constraints)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        refreshTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
    }

    func refresh() {
        print("refreshing sensors")
    }

    private func constraint(_ item: UIView, _ attribute: NSLayoutAttribute, _ relation: NSLayoutRelation = .equal, to toItem: Any?, _ toAttribute: NSLayoutAttribute, multiplier: CGFloat = 1.0, constant: CGFloat = 0) -> NSLayoutConstraint {
        return NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute, multiplier: multiplier, constant: constant)
    }
}
