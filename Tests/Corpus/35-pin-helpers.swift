//
//  MapOverlayViewController.swift
//  Trailhead
//

import UIKit

extension UIView {
    @discardableResult
    func pin(to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            other.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
            other.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom)
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    func size(_ size: CGSize) {
        translatesAutoresizingMaskIntoConstraints = false
        widthAnchor.constraint(equalToConstant: size.width).isActive = true
        heightAnchor.constraint(equalToConstant: size.height).isActive = true
    }
}

extension Array where Element == NSLayoutConstraint {
    func activate() { NSLayoutConstraint.activate(self) }
    func deactivate() { NSLayoutConstraint.deactivate(self) }

    func with(priority: UILayoutPriority) -> [NSLayoutConstraint] {
        forEach { $0.priority = priority }
        return self
    }
}

final class MapOverlayViewController: UIViewController {

    private let mapView = UIView()
    private let searchBar = UIView()
    private let locateButton = UIButton(type: .system)
    private let infoPanel = UIView()

    private var collapsedPanel: [NSLayoutConstraint] = []
    private var expandedPanel: [NSLayoutConstraint] = []

    private var isExpanded = false {
        didSet {
            (isExpanded ? collapsedPanel : expandedPanel).deactivate()
            (isExpanded ? expandedPanel : collapsedPanel).activate()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        [mapView, searchBar, infoPanel, locateButton].forEach(view.addSubview)

        mapView.pin(to: view)
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        locateButton.size(CGSize(width: 44, height: 44))
        infoPanel.translatesAutoresizingMaskIntoConstraints = false

        [
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            searchBar.heightAnchor.constraint(equalToConstant: 48),
            locateButton.trailingAnchor.constraint(equalTo: searchBar.trailingAnchor),
            locateButton.bottomAnchor.constraint(equalTo: infoPanel.topAnchor, constant: -12),
            infoPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            infoPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            infoPanel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ].activate()

        collapsedPanel = [infoPanel.heightAnchor.constraint(equalToConstant: 120)]
        expandedPanel = [
            infoPanel.topAnchor.constraint(equalTo: searchBar.bottomAnchor, constant: 120)
        ].with(priority: .defaultHigh)

        isExpanded = true
    }
}
// mapView fills (0,0,393,852); searchBar (12, 67, 369, 48)
// expanded: infoPanel top = 115 + 120 = 235 (priority 750, no other height) -> (0, 235, 393, 617)
// locateButton (337, 179, 44, 44)
