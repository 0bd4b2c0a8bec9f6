//
//  Theme.swift
//  Stride
//
//  Created by Elif Kaya on 2024-01-22.
//

import UIKit

enum Theme {

    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 16
        static let l: CGFloat = 24
    }

    enum Size {
        static let tileHeight: CGFloat = 112
        static let iconSide: CGFloat = 32
        static let gridGap: CGFloat = 15
        static let summaryHeight: CGFloat = 120
    }

    enum Radius {
        static let tile: CGFloat = 14
    }

    static let accent = UIColor.systemIndigo
    static let tileBackground = UIColor.secondarySystemGroupedBackground

    static func valueFont() -> UIFont {
        UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .semibold)
    }

    static func captionFont() -> UIFont {
        UIFont.preferredFont(forTextStyle: .caption1)
    }
}

enum StatKind: String, CaseIterable {
    case steps = "Steps"
    case calories = "Calories"
    case distance = "Distance"
    case floors = "Floors"

    var symbolName: String {
        switch self {
        case .steps: return "figure.walk"
        case .calories: return "flame"
        case .distance: return "map"
        case .floors: return "stairs"
        }
    }

    var tint: UIColor {
        switch self {
        case .steps, .distance: return .systemGreen
        case .calories: return .systemOrange
        case .floors: return Theme.accent
        }
    }
}
