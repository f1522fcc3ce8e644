"""What Arthur says of what it does not use yet (stickers, polls, dice, videos…): one honest sentence naming the
kind, saying nothing was saved. Kinds are named by the channel's word for them (Telegram's message types)."""

from __future__ import annotations

from pipeline.texts import Language, Text, Texts

T = Texts("unused")

UNUSED = T("sentence", "I don't use {what} yet, so nothing was saved.",
           "Je ne sais pas encore utiliser {what} : rien n'a été enregistré.")
CONTACT = T("contact", "I don't keep contacts yet, so nothing was saved. To let me share notes with {name}, send: "
            "/contact {name} {chat_id}", "Je ne garde pas encore les contacts : rien n'a été enregistré. Pour que "
            "je puisse partager des notes avec {name}, envoie : /contact {name} {chat_id}")
CONTACT_NO_TELEGRAM = T("contact_no_telegram", "I don't keep contacts yet, so nothing was saved. {name} is not on "
                        "Telegram, so I can't share notes with them.", "Je ne garde pas encore les contacts : rien "
                        "n'a été enregistré. {name} n'est pas sur Telegram, je ne peux donc pas lui partager de notes.")
LIVE_LOCATION = T("live_location", "I don't follow live locations, so nothing was saved. To keep where you are, send "
                  "your current location once (📎 → Location → Send my current location).",
                  "Je ne suis pas les positions en direct : rien n'a été enregistré. Pour garder l'endroit où tu es, "
                  "envoie ta position actuelle une fois (📎 → Position → Envoyer ma position actuelle).")
TOO_BIG = T("too_big", "That file is {size} MB; I keep documents of up to {limit} MB. Nothing was kept.",
            "Ce fichier fait {size} Mo ; je garde les documents jusqu'à {limit} Mo. Rien n'a été gardé.")

GENERIC = T("what.generic", "this kind of message", "ce type de message")
CHAT_EVENTS = T("what.chat_events", "chat events (members, titles, pins, timers)",
                "les événements de discussion (membres, titres, épingles, minuteurs)")
PAYMENTS = T("what.payments", "payments", "les paiements")
GIFTS = T("what.gifts", "gifts", "les cadeaux")
GIVEAWAYS = T("what.giveaways", "giveaways", "les concours")
FORUM = T("what.forum", "forum topics", "les sujets de forum")
VIDEO_CHATS = T("what.video_chats", "video chats", "les appels vidéo")
SUGGESTED = T("what.suggested", "suggested posts", "les publications suggérées")
CHECKLISTS = T("what.checklists", "checklists", "les listes de tâches")
POLLS = T("what.polls", "polls", "les sondages")
PAID = T("what.paid", "paid messages and media", "les messages et médias payants")
STORIES = T("what.stories", "stories", "les stories")
SHARED = T("what.shared", "shared chats and users", "les discussions et utilisateurs partagés")

NAMES: dict[str, Text] = {
    "animation": T("what.animation", "GIFs and animations", "les GIF et animations"),
    "sticker": T("what.sticker", "stickers", "les stickers"),
    "dice": T("what.dice", "dice and other animated emoji", "les dés et autres emoji animés"),
    "video": T("what.video", "videos", "les vidéos"),
    "video_note": T("what.video_note", "video messages", "les messages vidéo"),
    "live_photo": T("what.live_photo", "live photos", "les photos animées"),
    "game": T("what.game", "games", "les jeux"),
    "poll": POLLS, "poll_option_added": POLLS, "poll_option_deleted": POLLS,
    "checklist": CHECKLISTS, "checklist_tasks_added": CHECKLISTS, "checklist_tasks_done": CHECKLISTS,
    "story": STORIES, "reply_to_story": STORIES,
    "invoice": PAYMENTS, "successful_payment": PAYMENTS, "refunded_payment": PAYMENTS,
    "paid_media": PAID, "paid_message_price_changed": PAID, "direct_message_price_changed": PAID,
    "gift": GIFTS, "gift_upgrade_sent": GIFTS, "unique_gift": GIFTS,
    "giveaway": GIVEAWAYS, "giveaway_created": GIVEAWAYS, "giveaway_winners": GIVEAWAYS,
    "giveaway_completed": GIVEAWAYS,
    "forum_topic_created": FORUM, "forum_topic_closed": FORUM, "forum_topic_edited": FORUM,
    "forum_topic_reopened": FORUM, "general_forum_topic_hidden": FORUM, "general_forum_topic_unhidden": FORUM,
    "video_chat_scheduled": VIDEO_CHATS, "video_chat_started": VIDEO_CHATS, "video_chat_ended": VIDEO_CHATS,
    "video_chat_participants_invited": VIDEO_CHATS,
    "suggested_post_approval_failed": SUGGESTED, "suggested_post_approved": SUGGESTED,
    "suggested_post_declined": SUGGESTED, "suggested_post_info": SUGGESTED, "suggested_post_paid": SUGGESTED,
    "suggested_post_refunded": SUGGESTED,
    "chat_shared": SHARED, "users_shared": SHARED,
    "channel_chat_created": CHAT_EVENTS, "group_chat_created": CHAT_EVENTS, "supergroup_chat_created": CHAT_EVENTS,
    "chat_background_set": CHAT_EVENTS, "chat_owner_changed": CHAT_EVENTS, "chat_owner_left": CHAT_EVENTS,
    "delete_chat_photo": CHAT_EVENTS, "new_chat_photo": CHAT_EVENTS, "new_chat_title": CHAT_EVENTS,
    "new_chat_members": CHAT_EVENTS, "left_chat_member": CHAT_EVENTS, "migrate_to_chat_id": CHAT_EVENTS,
    "pinned_message": CHAT_EVENTS, "message_auto_delete_timer_changed": CHAT_EVENTS,
    "write_access_allowed": CHAT_EVENTS, "boost_added": CHAT_EVENTS, "sender_boost_count": CHAT_EVENTS,
    "managed_bot_created": T("what.managed_bot", "bots you create", "les bots que tu crées"),
    "business_connection_id": T("what.business", "Telegram Business messages", "les messages Telegram Business"),
    "sender_business_bot": T("what.business_bot", "messages sent by a business bot",
                             "les messages envoyés par un bot Business"),
    "connected_website": T("what.website", "website logins", "les connexions à des sites web"),
    "effect_id": T("what.effect", "message effects", "les effets de message"),
    "passport_data": T("what.passport", "Telegram Passport data", "les données Telegram Passport"),
    "proximity_alert_triggered": T("what.proximity", "proximity alerts", "les alertes de proximité"),
    "web_app_data": T("what.web_app", "web app data", "les données d'applications web"),
    "audio": T("what.audio", "this audio file", "ce fichier audio"),
    "forwarded_voice": T("what.forwarded_voice", "forwarded voice notes", "les messages vocaux transférés"),
    "message_reaction": T("what.reaction", "reactions", "les réactions"),
    "poll_answer": POLLS,
}


def unused_sentence(what: str, lang: Language) -> str:
    """'I don't use stickers yet, so nothing was saved.'"""
    return UNUSED(lang, what=NAMES.get(what, GENERIC)(lang))
