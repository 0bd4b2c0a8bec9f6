import Foundation
import Shell
import Testing

/// Images give image views and buttons their size: `UIImage.size` in
/// points, which layoutsh learns from `:image NAME WxH` or a PNG's pixels
/// over the scale in its name (`@2x`). Sources: Apple's documentation of
/// `UIImageView.init(image:)` ("adjusts the frame of the receiver to match
/// the size of the specified image") and of `intrinsicContentSize` (an
/// image view's is its image's size); a button without a configuration
/// lays its image and title side by side, and one with only an image is as
/// large as its image.
@Suite struct ImageSizeTests {
    /// A profile header as apps write it: an avatar beside a name, centred
    /// in a horizontal stack.
    @Test func anImageViewIsAsLargeAsItsImage() throws {
        let session = try Session()
        #expect(!session.handle(":image avatar 64x64").failed)
        let output = session.handle("""
            let avatar = UIImageView(image: UIImage(named: "avatar"))
            let nameLabel = UILabel()
            nameLabel.text = "Label"
            let header = UIStackView(arrangedSubviews: [avatar, nameLabel])
            header.spacing = 12
            header.alignment = .center
            view.addSubview(header)
            header.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            ])
            """)
        #expect(!output.failed, "\(output.errors)")
        // The label ("Label", 41.33 × 20.33 on a 3× screen) is centred on
        // the 64-pt avatar: (64 − 20.33) / 2 = 21.83 down, 64 + 12 across.
        for assertion in ["avatar.frame == (0, 0, 64, 64)", "nameLabel.frame == (76, 21.833333, 41.333333, 20.333333)",
                          "header.frame == (16, 75, 117.333333, 64)", "no ambiguous"] {
            let result = session.handle(":expect \(assertion)")
            #expect(!result.failed, "\(assertion): \(result.lines)")
        }
    }

    /// Xcode's image literal names its image, so `:image` sizes it as it
    /// sizes `UIImage(named:)`; an undeclared one says how to declare it.
    @Test func anImageLiteralIsTheNamedImage() throws {
        let session = try Session()
        #expect(!session.handle(":image placeholder 300x200").failed)
        let output = session.handle("""
            let artwork = UIImageView(image: #imageLiteral(resourceName: "placeholder"))
            let badge = UIImageView(image: #imageLiteral(resourceName: "badge"))
            view.addSubview(artwork)
            view.addSubview(badge)
            """)
        #expect(output.lines.contains { $0.contains("does not know the size of UIImage(named: \"badge\")") }, "\(output.lines)")
        #expect(!output.lines.contains { $0.contains("#") }, "no placeholder name, no literal left opaque: \(output.lines)")
        #expect(!session.handle(":expect artwork.frame == (0, 0, 300, 200)").failed)
    }

    /// Code often runs before its assets are declared (a file loaded, then
    /// `:image`): the size reaches the views already showing the image, and
    /// `:undo` takes it back.
    /// The note that an image's size is unknown comes where that size
    /// matters, and only there: not for stars a custom view places by
    /// frames, nor for a logo whose constraints fix its size; for a view
    /// typed line by line, at the line that puts its frame, which
    /// `UIImageView(image:)` sizes to the image, in the hierarchy.
    @Test func anUnknownSizeIsNotedOnlyWhereItMatters() throws {
        let session = try Session()
        let framed = session.handle("""
            final class RatingView: UIView {
                private var stars: [UIImageView] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for _ in 0..<5 {
                        let star = UIImageView(image: UIImage(systemName: "star.fill"))
                        addSubview(star)
                        stars.append(star)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
                override var intrinsicContentSize: CGSize { CGSize(width: 116, height: 20) }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    for (i, star) in stars.enumerated() { star.frame = CGRect(x: CGFloat(i) * 24, y: 0, width: 20, height: 20) }
                }
            }
            final class ReviewViewController: UIViewController {
                let rating = RatingView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(rating)
                    let logo = UIImageView(image: UIImage(named: "logo"))
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(logo)
                    NSLayoutConstraint.activate([logo.widthAnchor.constraint(equalToConstant: 40),
                                                 logo.heightAnchor.constraint(equalToConstant: 40)])
                }
            }
            """)
        #expect(!framed.lines.contains { $0.contains("does not know the size") }, "\(framed.lines)")
        #expect(!session.handle(":expect star_5.frame == (96, 0, 20, 20)").failed)
        let typed = ["let badge = UIImageView(image: UIImage(named: \"badge\"))", "view.addSubview(badge)"].map { session.handle($0).lines }
        #expect(typed.map { lines in lines.contains { $0.contains("does not know the size of UIImage(named: \"badge\")") } }
                == [false, true], "\(typed)")
        // Arranged in a stack, the image's size is the view's: noted as the stack joins the hierarchy.
        let arranged = ["let icon = UIImageView()", "icon.image = UIImage(named: \"icon\")", "let row = UIStackView(arrangedSubviews: [icon])",
                        "view.addSubview(row)"].map { session.handle($0).lines }
        #expect(arranged.map { lines in lines.contains { $0.contains("does not know the size of UIImage(named: \"icon\")") } }
                == [false, false, false, true], "\(arranged)")
    }

    @Test func aSizeDeclaredLaterReachesTheViewsShowingTheImage() throws {
        let session = try Session()
        let output = session.handle("""
            let logo = UIImageView()
            logo.image = UIImage(named: "logo")
            view.addSubview(logo)
            logo.snp.makeConstraints { make in make.centerX.equalToSuperview(); make.top.equalTo(view.safeAreaLayoutGuide) }
            """)
        #expect(output.lines.contains { $0.contains("does not know the size of UIImage(named: \"logo\")") && $0.contains(":image logo WxH") })
        #expect(!session.handle(":expect logo.frame == (196.5, 59, 0, 0)").failed)
        #expect(session.handle(":image").lines == ["logo  size unknown: :image logo WxH declares it"])
        let declared = session.handle(":image logo 120x40")
        #expect(declared.lines.first == "image logo is 120x40 points")
        #expect(declared.lines.contains { $0.contains("moved logo (136.5, 59, 120, 40)") }, "\(declared.lines)")
        _ = session.handle(":undo")
        #expect(!session.handle(":expect logo.frame == (196.5, 59, 0, 0)").failed)
    }

    /// `image.size` in code: the aspect-ratio constraint of a banner.
    @Test func codeReadsTheImageSize() throws {
        let session = try Session()
        _ = session.handle(":image banner 300x100")
        let output = session.handle("""
            let image = UIImage(named: "banner")!
            let banner = UIImageView(image: image)
            banner.contentMode = .scaleAspectFit
            view.addSubview(banner)
            banner.snp.makeConstraints { make in
                make.top.left.right.equalToSuperview()
                make.height.equalTo(banner.snp.width).multipliedBy(image.size.height / image.size.width)
            }
            """)
        #expect(!output.failed, "\(output.errors)")
        // 393 wide, a third of that high; the required ratio beats the
        // image's 100-pt height (compression resistance and hugging, 750 and 250).
        #expect(!session.handle(":expect banner.frame == (0, 0, 393, 131)").failed)
        let unknown = session.handle("let w = UIImage(named: \"missing\")!.size.width")
        #expect(unknown.failed)
        #expect(unknown.errors.contains { $0.contains("does not know the size of UIImage(named: \"missing\")") })
        #expect(unknown.errors.contains { $0.contains(":image missing WxH") }, "\(unknown.errors)")
    }

    /// Buttons: an image alone sizes the button; beside a title it adds
    /// its width; only the `.normal` state counts.
    @Test func aButtonMeasuresItsImageAndTitle() throws {
        let session = try Session()
        _ = session.handle(":image xmark 17x17")
        _ = session.handle(":image star 20x40")
        let output = session.handle("""
            let close = UIButton(type: .system)
            close.setImage(UIImage(systemName: "xmark"), for: .normal)
            close.setImage(UIImage(systemName: "star"), for: .highlighted)
            let plain = UIButton(type: .system)
            plain.setTitle("Share", for: .normal)
            let share = UIButton(type: .system)
            share.setTitle("Share", for: .normal)
            share.setImage(UIImage(systemName: "star"), for: .normal)
            let row = UIStackView(arrangedSubviews: [close, plain, share])
            row.alignment = .top
            view.addSubview(row)
            row.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """)
        #expect(!output.failed, "\(output.errors)")
        #expect(!session.handle(":expect close.frame == (0, 0, 17, 17)").failed)
        // A 15-pt title is 18 high plus 6 above and below: 30; the 40-pt
        // image is taller.
        #expect(!session.handle(":expect plain.height == 30").failed)
        #expect(!session.handle(":expect share.height == 40").failed)
        let plainWidth = try Self.width(of: "plain", in: session)
        #expect(try Self.width(of: "share", in: session) == plainWidth + 20)
    }

    /// `:image NAME FILE.png`: the pixels over the scale the name gives.
    @Test func aPNGGivesItsSizeInPoints() throws {
        let scratch = try Scratch()
        let path = try scratch.write("logo@2x.png", bytes: Self.png(width: 240, height: 80))
        let session = try Session()
        #expect(session.handle(":image logo \(path)").lines.first == "image logo is 120x40 points")
        let bad = session.handle(":image logo 12 x 4")
        #expect(bad.failed)
        let text = session.handle(":image logo \(path).txt")
        #expect(text.errors.contains { $0.contains("cannot read the size") })
    }

    /// The width `:layout NAME` prints.
    static func width(of name: String, in session: Session) throws -> Double {
        let line = try #require(session.handle(":layout \(name)").lines.first)
        let numbers = line.split(separator: "(").last?.dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        return try #require(numbers?[2] ?? nil)
    }

    /// A PNG of `width` × `height` pixels: its signature and IHDR chunk,
    /// which is all `:image` reads.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for n in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: n >> $0) } }
        return bytes + [8, 2, 0, 0, 0, 0, 0, 0, 0]
    }
}
