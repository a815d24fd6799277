import SwiftUI
import SpieleabendCore

/// The whole app: draws the app core's view and sends what the player does as
/// `AppIntent`s. The twin of Compose's `SpieleabendApp`: a top bar with the screen's
/// title and, when the core offers one, a back button labelled by the core; the screen
/// below. It decides nothing itself: every word, rule and flow is in the view.
struct RootScreen: View {
    let view: AppView
    let send: (AppIntent) -> Void

    var body: some View {
        NavigationStack {
            screen
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Palette.background)
                .navigationTitle(Self.title(of: view.screen))
                .navigationBarTitleDisplayMode(.inline)
                .navigationBarBackButtonHidden(true)
                .toolbar {
                    if let back = view.back {
                        ToolbarItem(placement: .topBarLeading) {
                            Button { send(.back) } label: {
                                Image(systemName: "chevron.backward")
                            }
                            .accessibilityLabel(back.label)
                        }
                    }
                }
        }
        .tint(Palette.primary)
        .environment(\.look, view.look)
    }

    @ViewBuilder
    private var screen: some View {
        switch view.screen {
        case let .home(home): HomeScreen(view: home, notice: view.notice, send: send)
        case let .setup(setup): SetupScreen(view: setup, send: send)
        case let .table(table): TableScreen(view: table, send: send)
        case let .settings(settings): SettingsScreen(view: settings, send: send)
        case let .statistics(statistics): StatisticsScreen(view: statistics, send: send)
        case let .rules(rules): RulesScreen(view: rules, send: send)
        case let .rulesPage(page): RulesPageScreen(view: page)
        case let .nearby(nearby): NearbyScreen(view: nearby, send: send)
        case let .nearbyHost(host): HostScreen(view: host, send: send)
        case let .nearbyJoin(join): JoinScreen(view: join, send: send)
        }
    }

    /// The title of a screen, as its view model names it.
    static func title(of screen: ScreenView) -> String {
        switch screen {
        case let .home(v): return v.title
        case let .setup(v): return v.title
        case let .table(v): return v.title
        case let .settings(v): return v.title
        case let .statistics(v): return v.title
        case let .rules(v): return v.title
        case let .rulesPage(v): return v.title
        case let .nearby(v): return v.title
        case let .nearbyHost(v): return v.title
        case let .nearbyJoin(v): return v.title
        }
    }
}

/// A scrolling column with the screens' common padding; on an iPad (regular width) the
/// column keeps a readable width in the middle. The twin of Compose's `Page`.
struct Page<Content: View>: View {
    var spacing: CGFloat = 8
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: spacing) {
                content()
            }
            .padding(16)
            .frame(maxWidth: 640, alignment: .leading)
            .frame(maxWidth: .infinity)
        }
    }
}
